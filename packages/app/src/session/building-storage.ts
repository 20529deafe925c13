import { isMaster, type SessionUser } from '@horizontal/domain';

const tabKey = 'horizontal.building';
const lastPrefix = 'horizontal.lastBuilding.';
const lastKey = (userId: number) => `${lastPrefix}${userId}`;

const idOf = (value: string | null): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The selected complejo survives a reload of the tab, like the token. The last one each user chose (only its id) is
 * also kept in the browser, so that their next sign-in opens Inicio on it; a browser that refuses to keep it (storage
 * disabled or full) only loses that convenience.
 */
export const buildingStorage = {
  get: (): number | null => idOf(sessionStorage.getItem(tabKey)),
  set: (id: number | null) =>
    id === null ? sessionStorage.removeItem(tabKey) : sessionStorage.setItem(tabKey, String(id)),
  lastOf: (userId: number): number | null => {
    try {
      return idOf(localStorage.getItem(lastKey(userId)));
    } catch {
      return null;
    }
  },
  remember: (userId: number, id: number | null) => {
    try {
      if (id === null) localStorage.removeItem(lastKey(userId));
      else localStorage.setItem(lastKey(userId), String(id));
    } catch {
      // Nothing else depends on it.
    }
  },
  /** Forgets every user's last complejo: a story starts from a browser that remembers none. */
  forgetLast: () => {
    try {
      const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
      for (const key of keys) if (key?.startsWith(lastPrefix)) localStorage.removeItem(key);
    } catch {
      // Nothing to forget.
    }
  },
};

/**
 * The complejo a session opens on: the one chosen in this tab (a reload), else the last one the user chose (a new
 * sign-in), else the only one when there is exactly one (SPEC §4). A complejo the user no longer holds is dropped.
 */
export const openingBuilding = (user: SessionUser): number | null => {
  if (isMaster(user)) return null;
  const held = (id: number | null) => id !== null && user.buildings.some((b) => b.id === id);
  const inTab = buildingStorage.get();
  if (held(inTab)) return inTab;
  const last = buildingStorage.lastOf(user.id);
  if (held(last)) return last;
  return user.buildings.length === 1 ? user.buildings[0]!.id : null;
};
