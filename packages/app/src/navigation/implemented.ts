import { appRoutes } from '../modules';

/** Screens the app has today; a menu entry or sub-route appears only for these (SPEC §6: "routes that exist"). */
export const implementedScreens = new Set<string>(
  appRoutes.filter((route) => route.guard === 'functionality').map((route) => route.path),
);
