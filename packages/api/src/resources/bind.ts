import type { CallDefinition, CallParams, CallRequest } from '@horizontal/domain';
import type { Http } from '../http';

/*
 * The three shapes a call takes from the caller: nothing, the id of its path, or its body. Every resource is
 * built from these, so each function's types come straight from the contract.
 */

export const withoutInput =
  <C extends CallDefinition>(http: Http, call: C) =>
  () =>
    http.call(call);

export const withPathId =
  <C extends CallDefinition>(http: Http, call: C, name = 'id') =>
  (id: number) =>
    http.call(call, { params: { [name]: id } as CallParams<C> });

export const withBody =
  <C extends CallDefinition>(http: Http, call: C) =>
  (body: CallRequest<C>) =>
    http.call(call, { body });
