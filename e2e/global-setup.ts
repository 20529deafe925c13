import { randomUUID } from 'node:crypto';
import { startAppServer } from '@horizontal/test-support/app-server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the e2e server writes its e-mails (.eml), e.g. a new user's temporary password. */
    outboxDir: string;
    /** The key of the e2e server's POST /mail/inbound, where residents' e-mail replies arrive. */
    inboundSecret: string;
  }
}

/** The real server, as `npm start` runs it: built app, embedded PGlite in a fresh folder, demo data. */
export default async function setup(project: TestProject) {
  const inboundSecret = `e2e-${randomUUID()}`;
  const server = await startAppServer({ MAIL_INBOUND_SECRET: inboundSecret });
  project.provide('baseURL', server.baseURL);
  project.provide('outboxDir', server.outboxDir);
  project.provide('inboundSecret', inboundSecret);
  return server.stop;
}
