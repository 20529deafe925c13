import { createApi } from '@horizontal/api';
import { tokenStorage } from './session/token-storage';

export const api = createApi({ baseURL: import.meta.env.VITE_API_URL ?? '/api', getToken: tokenStorage.get });
