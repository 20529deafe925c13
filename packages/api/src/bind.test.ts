import type { CallRequest } from '@horizontal/domain';
import { answerSchema, contract, defineCall, fileAnswer, idParams, noBody } from '@horizontal/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { bindCall, bindContract } from './bind';
import type { Http } from './http';

/** Records what each bound function asks of the http layer, which is all the binding decides. */
const recording = () => {
  const asked: { path: string; input: unknown }[] = [];
  const http = {
    call: async (definition: { path: string }, input: unknown = {}) => {
      asked.push({ path: definition.path, input });
      return { ok: true, message: 'OK' };
    },
  } as unknown as Http;
  return { http, asked };
};

// No call of the spec has two path ids and a body yet; the binding must already give them in path order.
const pair = defineCall({
  name: 'tests.pair',
  method: 'PUT',
  path: '/things/{id}/parts/{partId}',
  public: false,
  params: idParams,
  request: contract.pantries.update.request,
  response: answerSchema,
});

describe('a call bound from its definition', () => {
  it('takes the path ids in path order, then the body', async () => {
    const { http, asked } = recording();
    const bound = bindCall(http, pair);
    expectTypeOf(bound).parameters.toEqualTypeOf<[number, number, CallRequest<typeof contract.pantries.update>]>();
    await bound(4, 9, { id: 1, number: 'D-01' });
    expect(asked).toEqual([
      { path: pair.path, input: { params: { id: 4, partId: 9 }, body: { id: 1, number: 'D-01' } } },
    ]);
  });

  it('takes the path id alone, the body alone, or nothing, as the app calls them', async () => {
    const { http, asked } = recording();
    const api = bindContract(http, contract);
    expectTypeOf(api.pantries.findAll).parameters.toEqualTypeOf<[number]>();
    expectTypeOf(api.general.apartments).parameters.toEqualTypeOf<[number]>();
    expectTypeOf(api.companies.findAll).parameters.toEqualTypeOf<[]>();
    expectTypeOf(api.pantries.create).parameters.toEqualTypeOf<[CallRequest<typeof contract.pantries.create>]>();
    await api.general.apartments(7);
    await api.pantries.create({ buildingId: 1, number: 'D-13' });
    await api.companies.findAll();
    expect(asked).toEqual([
      { path: '/general/apartments/{buildingId}', input: { params: { buildingId: 7 } } },
      { path: '/pantries/create', input: { body: { buildingId: 1, number: 'D-13' } } },
      { path: '/companies/findall', input: { body: undefined } },
    ]);
  });

  it('leaves the blob calls to the extras, since their files need a name the contract cannot give', () => {
    const file = defineCall({
      name: 'tests.file',
      method: 'GET',
      path: '/things/file',
      public: false,
      responseType: 'blob',
      request: noBody,
      response: fileAnswer,
    });
    const api = bindContract(recording().http, { tests: { pair, file } });
    expect(Object.keys(api.tests)).toEqual(['pair']);
    expectTypeOf(api.tests).toEqualTypeOf<{ pair: ReturnType<typeof bindCall<typeof pair>> }>();
  });
});
