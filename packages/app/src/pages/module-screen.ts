import { lazyScreen } from '../routes/lazy-screen';

/** A module's own page (/complejo, /gastos-comunes…), one chunk for every module. */
export const ModuleScreen = lazyScreen(() => import('./ModulePage'));
