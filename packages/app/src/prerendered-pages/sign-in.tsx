/**
 * The sign-in page's only script (issue #13): it runs the form sent drawn with React and the form alone, and hands
 * over to the app once there is a session (signed in here, already stored in the tab, or given by an open tab).
 */
import { hydrateRoot } from 'react-dom/client';
import { tokenStorage } from '../session/token-storage';
import { SignInPage } from './SignInPage';
import { appStartEvent, sessionFromOtherTab, startApp } from './start-app';

/**
 * Once the person starts on the form: a key, a press, or what a password manager fills in. Not on the browser's idle
 * time after the first paint, as it was: a phone that only opened the page spent 0.7 to 1.7 s of blocked main thread
 * evaluating the app (Lighthouse's TBT on /login, e2e/bench/lighthouse.ts), and typing an e-mail and a password
 * leaves the seconds the loading takes. The e-mail field is focused on arrival, so a focus is no sign of a person.
 */
const whenStarted = (task: () => void) => {
  const signs = ['keydown', 'input', 'pointerdown'] as const;
  const start = () => {
    for (const sign of signs) document.removeEventListener(sign, start, true);
    task();
  };
  for (const sign of signs) document.addEventListener(sign, start, true);
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
  whenStarted(() => {
    import('../warm-up').then((app) => app.warmUp()).catch(() => undefined);
  });
  if (await sessionFromOtherTab()) await startApp();
};

void run();
