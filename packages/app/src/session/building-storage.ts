const key = 'horizontal.building';

/** The selected complejo survives a reload of the tab, like the token. */
export const buildingStorage = {
  get: (): number | null => {
    const value = Number(sessionStorage.getItem(key));
    return Number.isInteger(value) && value > 0 ? value : null;
  },
  set: (id: number | null) => (id === null ? sessionStorage.removeItem(key) : sessionStorage.setItem(key, String(id))),
};
