/**
 * How long every test waits, in one place. A busy 2-core machine transforms a lazy chunk or renders a long list
 * slowly: waits are generous so that slowness is never a failure, while a real failure still ends the test.
 */

/** testing-library's waitFor and findBy* (dom tests and story plays). */
export const asyncWaitMs = 15_000;

/** One test, which may wait several times. */
export const testMs = 60_000;

/** beforeAll / afterAll: a database to create and migrate, a browser or a server to start. */
export const hookMs = 120_000;

/** One Playwright step in an end-to-end test (a click, a navigation, a locator's wait). */
export const browserStepMs = 20_000;

/**
 * A server an end-to-end suite starts (tsx, migrations, demo data). A crash is reported at once by its exit; this
 * bound only catches one that hangs, so it can be long: a loaded machine has needed more than 90 s.
 */
export const serverStartMs = 300_000;
