import { useMenus } from '../../../navigation/useMenus';
import { recordPath } from '../../../pages/screen-mode';

/** The module's routes (SPEC §2), as its pages lead to one another. */
export const assembliesPath = '/asambleas';
export const votingsPath = '/votaciones';
export const noticesPath = '/noticias';

/** An assembly's page: its resolutions and its attendance. */
export const assemblyPageRoute = '/asambleas/resoluciones/asociar';
export const assemblyPagePath = (id: number) => `${assemblyPageRoute}?id=${id}`;
/** A voting's page: its options, each unit's vote and the result. */
export const votingPageRoute = '/votaciones/detalle/asociar';
export const votingPagePath = (id: number) => `${votingPageRoute}?id=${id}`;

/** Whether the profile has a record's page (its screen): nothing leads to it otherwise, or it would refuse. */
export const useOpensPage = (pageRoute: string) => useMenus().routes.has(pageRoute);

/**
 * Where a row's «Ver» leads: the record's page when the profile has that screen, else its ficha (…/modificar in
 * DETAIL), which any screen of the entity opens.
 */
export const useRecordView = (base: string, pageRoute: string) => {
  const granted = useOpensPage(pageRoute);
  return (record: { id: number }) => (granted ? `${pageRoute}?id=${record.id}` : recordPath(base, record.id, true));
};
