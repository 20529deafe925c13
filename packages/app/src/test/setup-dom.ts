import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { asyncWaitMs } from '../../../../test-timeouts';

configure({ asyncUtilTimeout: asyncWaitMs });
