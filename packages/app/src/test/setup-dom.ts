import '@testing-library/jest-dom/vitest';
import { asyncWaitMs } from '@horizontal/test-support/timeouts';
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: asyncWaitMs });
