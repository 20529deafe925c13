import { configure } from 'storybook/test';
import { asyncWaitMs } from '../test-timeouts';

// Story plays wait as long as the dom tests: a busy machine renders slowly, and slowness is not a failure.
configure({ asyncUtilTimeout: asyncWaitMs });
