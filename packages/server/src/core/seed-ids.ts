/** Demo id → database id, from rows inserted in the demo's order (RETURNING answers them in that order). */
export const idMap = (demoRows: readonly { id: number }[], inserted: readonly { id: number }[]) =>
  new Map(demoRows.map((row, index) => [row.id, inserted[index]!.id]));

export const mapped = (ids: Map<number, number>, demoId: number) => {
  const id = ids.get(demoId);
  if (id === undefined) throw new Error(`El dato de demostración ${demoId} no se insertó.`);
  return id;
};

/** The demo names reference data by name; this answers the id the reference seed gave it. */
export const idsByName = async (rows: Promise<{ id: number; name: string }[]>, what: string) => {
  const byName = new Map((await rows).map((row) => [row.name, row.id]));
  return (name: string) => {
    const id = byName.get(name);
    if (id === undefined) throw new Error(`Falta ${what} «${name}» en los datos de referencia.`);
    return id;
  };
};

/**
 * The database ids of the demo's administradoras, complejos and towers, and each complejo's tenant columns: what the
 * master module's seed inserts and the seeds of the modules that hang from a complejo read.
 */
export type Places = {
  companyIds: Map<number, number>;
  buildingIds: Map<number, number>;
  towerIds: Map<number, number>;
  tenantOf: (demoBuildingId: number) => { companyId: number; buildingId: number };
};
