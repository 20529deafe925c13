import { accountModule } from './account/routes';
import { assembliesModule } from './assemblies/routes';
import { commonExpenseDocumentsModule } from './common-expense-documents/routes';
import { commonExpensesModule } from './common-expenses/routes';
import { complexModule } from './complex/routes';
import { configurationModule } from './configuration/routes';
import { frontDeskModule } from './front-desk/routes';
import { masterModule } from './master/routes';
import { messagingModule } from './messaging/routes';
import type { AppModule } from './module';
import { personnelModule } from './personnel/routes';
import { publicModule } from './public/routes';
import { reservationsModule } from './reservations/routes';

/** Every module the app has built; a new one is its folder and a line here. */
export const appModules: AppModule[] = [
  publicModule,
  accountModule,
  masterModule,
  configurationModule,
  complexModule,
  commonExpensesModule,
  commonExpenseDocumentsModule,
  reservationsModule,
  frontDeskModule,
  messagingModule,
  assembliesModule,
  personnelModule,
];

export const appRoutes = appModules.flatMap((module) => module.routes);
