/*
 * The rows of the stories are the mocks' (`@horizontal/mocks/fixtures`, users and staff shaped by
 * `userRowOf`/`employeeRowOf` of `@horizontal/mocks`): the demo dataset of @horizontal/domain/demo shaped once, as
 * the contract answers it, so a story shows what the app in mock mode shows. A story that needs an edge case (an
 * empty list, a long name, an invalid record) derives it from those rows. Here only what picks among them.
 */

/** The complejo most stories show: Complejo Parque Batlle, with Torre A and Torre B. */
export const BUILDING_ID = 1;

/** The administradora most stories show: Administradora del Prado S.A., which runs BUILDING_ID. */
export const COMPANY_ID = 1;

/** The rows of one administradora. */
export const ofCompany = <Row extends { companyId: number | null }>(rows: readonly Row[], companyId = COMPANY_ID) =>
  rows.filter((row) => row.companyId === companyId);

/** The rows of one complejo. */
export const ofBuilding = <Row extends { buildingId: number }>(rows: readonly Row[], buildingId = BUILDING_ID) =>
  rows.filter((row) => row.buildingId === buildingId);
