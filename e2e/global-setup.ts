import { startAppServer } from '@horizontal/test-support/app-server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the e2e server writes its e-mails (.eml), e.g. a new user's temporary password. */
    outboxDir: string;
  }
}

/** The real server, as `npm start` runs it: built app, embedded PGlite in a fresh folder, demo data. */
export default async function setup(project: TestProject) {
  const server = await startAppServer();
  project.provide('baseURL', server.baseURL);
  project.provide('outboxDir', server.outboxDir);
  return server.stop;
}
