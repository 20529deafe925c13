import { createApi } from '@horizontal/api';
import { sessionOver } from './session/session-over';
import { tokenStorage } from './session/token-storage';

export const api = createApi({
  baseURL: import.meta.env.VITE_API_URL ?? '/api',
  getToken: tokenStorage.get,
  onSessionOver: sessionOver.report,
});
