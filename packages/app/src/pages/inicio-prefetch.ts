import type { SessionUser } from '@horizontal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { appModules, appRoutes } from '../modules';
import type { AppModule } from '../modules/module';
import { pageAfterSignIn } from '../routes/guards';
import { tokenStorage } from '../session/token-storage';
import { canOf } from '../session/useCan';

const publicPaths = new Set(appRoutes.filter((route) => route.guard === 'public').map((route) => route.path));

/** The page the session opens on: from a public page (the sign-in form), where PublicOnly sends it; else this one. */
const openingPage = () => {
  const here = window.location.pathname;
  return publicPaths.has(here) ? pageAfterSignIn() : here;
};

type Prefetch = (client: QueryClient, buildingId: number) => Promise<void>;

/** What asking takes: the session's cache and each tile's query, once loaded; asking is then immediate. */
type Loaded = { openingQueryClient: (token: string) => QueryClient; prefetches: Map<AppModule, Prefetch> };
let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;

/**
 * Loads what asking for Inicio's figures takes (the sign-in form does it while it is filled, warm-up.ts): else the
 * first asking loads it, and a dynamic import waits for the tasks already queued, such as the app's first render.
 */
export const loadInicioPrefetch = (): Promise<Loaded> => {
  if (loading) return loading;
  const load = Promise.all([
    import('../data/query-client'),
    ...appModules.map(async (module) => [module, await module.tile?.loadPrefetch()] as const),
  ]).then(([{ openingQueryClient }, ...tiles]) => {
    const prefetches = new Map(tiles.flatMap(([module, prefetch]) => (prefetch ? [[module, prefetch] as const] : [])));
    loaded = { openingQueryClient, prefetches };
    return loaded;
  });
  // A part that could not be downloaded is asked for again next time.
  load.catch(() => {
    loading = null;
  });
  loading = load;
  return load;
};

/**
 * Asks for Inicio's figures as soon as the session's user and complejo are known, when the session opens on Inicio:
 * each tile the profile may show gets its summary in the session's cache (the frame takes that cache as its own,
 * data/query-client.ts), instead of asking once the frame, the page and the tile have loaded and drawn. The same
 * query the tile reads, so the tile finds it on the way or answered, and asking twice asks once. A wrong guess of
 * the page costs one request; a figure that cannot be asked for now is asked for by its tile, which says why.
 * Whether it asked.
 */
export const prefetchInicio = (user: SessionUser, buildingId: number | null): boolean => {
  const token = tokenStorage.get();
  // A new user changes the password first (/change): no figures to show until then.
  if (buildingId === null || token === null || user.indCreated || openingPage() !== '/home') return false;
  const can = canOf(user);
  const modules = appModules.filter(({ tile }) => tile && can(tile.call));
  if (modules.length === 0) return false;
  const ask = ({ openingQueryClient, prefetches }: Loaded) => {
    const client = openingQueryClient(token);
    for (const module of modules) void prefetches.get(module)?.(client, buildingId);
  };
  if (loaded) ask(loaded);
  else void loadInicioPrefetch().then(ask, () => undefined);
  return true;
};
