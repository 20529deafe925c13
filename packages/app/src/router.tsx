import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { appModules } from './modules';
import type { AppModule, AppRoute, Guard } from './modules/module';
import { plannedModules } from './navigation/catalog';
import { ModuleScreen } from './pages/module-screen';
import { PublicOnly, RequireBuilding, RequireRoute, RequireSession, UnknownRoute } from './routes/guards';
import { lazyScreen, preloadScreen } from './routes/lazy-screen';
import { RouteError } from './routes/RouteError';

// The signed-in frame (menus, dropdowns, breadcrumbs) is not needed to show the landing page or to sign in.
const SignedInLayout = lazyScreen(() => import('./layout/SignedInLayout'));

/**
 * The chunks of what a sign-in draws first: the frame, Inicio and the tiles a profile may show on it. The sign-in
 * form loads them ahead (warm-up.ts), so that they draw at once once the session opens.
 */
export const preloadInicio = () => {
  const screens = appModules.flatMap((module) => [
    ...module.routes.flatMap((route) => (route.path === '/home' && 'screen' in route ? [route.screen] : [])),
    ...(module.tile ? [module.tile.Tile] : []),
  ]);
  return Promise.all([SignedInLayout, ...screens].map(preloadScreen));
};

const routeObject = (route: AppRoute): RouteObject => {
  const element = 'redirect' in route ? <Navigate to={route.redirect} replace /> : <route.screen />;
  const granted = route.guard === 'functionality' || route.guard === 'module';
  return { path: route.path, element: granted ? <RequireRoute path={route.path}>{element}</RequireRoute> : element };
};

const routesWhere = (guards: Guard[], keep: (module: AppModule) => boolean = () => true) =>
  appModules
    .filter(keep)
    .flatMap((module) => module.routes.filter((route) => guards.includes(route.guard)))
    .map(routeObject);

const inFrame: Guard[] = ['signed-in', 'module', 'functionality'];

/** The modules of the menu that are not built yet still open their page (SPEC §2), under the same guards. */
const plannedModuleRoutes = plannedModules.map((entry) =>
  routeObject({ path: entry.path!, guard: 'module', screen: ModuleScreen }),
);

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { element: <PublicOnly />, children: routesWhere(['public']) },
      {
        element: <RequireSession />,
        children: [
          ...routesWhere(['session']),
          {
            element: <SignedInLayout />,
            children: [
              ...routesWhere(inFrame, (module) => !module.needsBuilding),
              {
                element: <RequireBuilding />,
                children: [...routesWhere(inFrame, (module) => module.needsBuilding), ...plannedModuleRoutes],
              },
            ],
          },
        ],
      },
      { path: '*', element: <UnknownRoute /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
