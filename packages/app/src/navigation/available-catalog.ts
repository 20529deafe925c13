import type { ModuleCatalogEntry } from '@horizontal/domain';
import { implementedScreens } from './implemented';
import { screenOf } from './menus';

/**
 * The modules and screens a profile can usefully be given: those the app has a screen for. The server's catalog
 * lists every module of the spec, and a profile given only screens not built yet would open an empty module
 * (issue #30, item 9).
 */
export const availableCatalog = (
  catalog: readonly ModuleCatalogEntry[],
  implemented: ReadonlySet<string> = implementedScreens,
): ModuleCatalogEntry[] => {
  const screens = new Set([...implemented].map(screenOf));
  return catalog
    .map((module) => ({
      ...module,
      functionalities: module.functionalities.filter((functionality) => screens.has(functionality.screen)),
    }))
    .filter((module) => module.functionalities.length > 0);
};
