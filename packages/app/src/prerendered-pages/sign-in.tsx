/**
 * The sign-in page's only script (issue #13): it runs the form sent drawn with React and the form alone, and hands
 * over to the app once there is a session (signed in here, already stored in the tab, or given by an open tab).
 */
import { hydrateRoot } from 'react-dom/client';
import { tokenStorage } from '../session/token-storage';
import { SignInPage } from './SignInPage';
import { appStartEvent, sessionFromOtherTab, startApp } from './start-app';

/** Once the form is drawn and the browser idle, while the person types; at once where there is no idle callback. */
const whenIdle = (task: () => void) => {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task);
};

/** Starts the app with the session just signed in, and meanwhile asks for the figures its Inicio shows. */
const openSession = async () => {
  import('../warm-up').then((app) => app.askForInicio()).catch(() => undefined);
  await startApp();
};

const run = async () => {
  if (tokenStorage.get()) return startApp();
  const root = hydrateRoot(document.getElementById('root')!, <SignInPage onSignedIn={openSession} />);
  window.addEventListener(appStartEvent, () => root.unmount(), { once: true });
  // What Ingresar leads to is loaded while the form is filled, not after the click; a part that cannot be
  // downloaded now is asked for again then, and Ingresar says so if it still fails.
  whenIdle(() => {
    import('../warm-up').then((app) => app.warmUp()).catch(() => undefined);
  });
  if (await sessionFromOtherTab()) await startApp();
};

void run();
