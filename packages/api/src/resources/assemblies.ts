import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withPathId } from './bind';

/** Assemblies and their resolutions. */
export const createAssembliesApi = (http: Http) => {
  const calls = contract.assemblies;
  return {
    findAll: withBody(http, calls.findAll),
    create: withBody(http, calls.create),
    delete: withPathId(http, calls.delete),
    findResolutions: withBody(http, calls.findResolutions),
    createResolution: withBody(http, calls.createResolution),
    updateResolution: withBody(http, calls.updateResolution),
    deleteResolution: withPathId(http, calls.deleteResolution),
  };
};
