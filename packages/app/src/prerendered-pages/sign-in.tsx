/**
 * The sign-in page's only script (issue #13): it runs the form sent drawn with React and the form alone, and hands
 * over to the app once there is a session (signed in here, already stored in the tab, or given by an open tab).
 */
import { hydrateRoot } from 'react-dom/client';
import { tokenStorage } from '../session/token-storage';
import { SignInPage } from './SignInPage';
import { appStartEvent, sessionFromOtherTab, startApp } from './start-app';

const run = async () => {
  if (tokenStorage.get()) return startApp();
  const root = hydrateRoot(document.getElementById('root')!, <SignInPage onSignedIn={startApp} />);
  window.addEventListener(appStartEvent, () => root.unmount(), { once: true });
  if (await sessionFromOtherTab()) await startApp();
};

void run();
