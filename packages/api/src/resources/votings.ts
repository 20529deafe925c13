import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withPathId } from './bind';

/** Votings and their options (details). */
export const createVotingsApi = (http: Http) => {
  const calls = contract.votings;
  return {
    findAll: withBody(http, calls.findAll),
    create: withBody(http, calls.create),
    delete: withPathId(http, calls.delete),
    findDetails: withBody(http, calls.findDetails),
    createDetail: withBody(http, calls.createDetail),
    updateDetail: withBody(http, calls.updateDetail),
    deleteDetail: withPathId(http, calls.deleteDetail),
    status: withBody(http, calls.status),
  };
};
