/**
 * The landing page's only script (issue #13). The page is sent drawn and its actions are links, so it needs neither
 * React nor the app: the app is loaded only for a tab that holds a session, or gets one from an open tab, and takes
 * it on to its signed-in page.
 */
import { tokenStorage } from '../session/token-storage';
import { sessionFromOtherTab, startApp } from './start-app';

const start = async () => {
  if (tokenStorage.get() || (await sessionFromOtherTab())) await startApp();
};

void start();
