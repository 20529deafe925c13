import { asyncWaitMs } from '@horizontal/test-support/timeouts';
import { configure } from 'storybook/test';

// Story plays wait as long as the dom tests: a busy machine renders slowly, and slowness is not a failure.
configure({ asyncUtilTimeout: asyncWaitMs });
