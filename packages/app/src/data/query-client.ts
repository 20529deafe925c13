import { QueryClient } from '@tanstack/react-query';

/**
 * One cache per signed-in session. Lists stay fresh for half a minute, so going from a list to a record and back
 * costs no request; after that a list shown again is refreshed behind the rows already on screen. A refused or
 * failed load is not retried on its own: the screen says why and offers «Reintentar».
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: 10 * 60_000, retry: false, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
