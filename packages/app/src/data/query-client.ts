import { QueryClient } from '@tanstack/react-query';
import { tokenStorage } from '../session/token-storage';

const newQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: 10 * 60_000, retry: false, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });

/** The cache of the session being opened, made before its frame mounts, with the token it belongs to. */
let opening: { token: string; client: QueryClient } | null = null;

/**
 * The cache of the session `token` opens, for what it asks for before its frame mounts (Inicio's figures,
 * pages/inicio-prefetch.ts); the frame then takes it as its own.
 */
export const openingQueryClient = (token: string): QueryClient => {
  if (opening?.token !== token) opening = { token, client: newQueryClient() };
  return opening.client;
};

/**
 * One cache per signed-in session: the one made as it opened, if it is this session's, or a new one. Lists stay
 * fresh for half a minute, so going from a list to a record and back costs no request; after that a list shown again
 * is refreshed behind the rows already on screen. A refused or failed load is not retried on its own: the screen
 * says why and offers «Reintentar».
 */
export const createQueryClient = (): QueryClient => {
  const made = opening;
  opening = null;
  return made && made.token === tokenStorage.get() ? made.client : newQueryClient();
};
