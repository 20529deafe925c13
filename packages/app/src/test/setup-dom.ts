import '@testing-library/jest-dom/vitest';
import { asyncWaitMs } from '@horizontal/test-support/timeouts';
import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: asyncWaitMs });

// The app remembers each user's last complejo in localStorage (session/building-storage.ts): no test inherits one.
// A file that runs in node (`@vitest-environment node`) has none.
afterEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
