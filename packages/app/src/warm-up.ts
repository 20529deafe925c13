import { loadInicioPrefetch, prefetchInicio } from './pages/inicio-prefetch';
import { preloadInicio } from './router';
import { openingBuilding } from './session/building-storage';
import { handedUser } from './session/handed-user';
import { tokenStorage } from './session/token-storage';

/**
 * What signing in needs next, loaded by the sign-in page sent drawn once a person starts on its form, where none of it
 * is loaded yet: the app (router, modules, session: evaluated, not started; it starts when the form hands the session
 * over), the backend client, and the toaster, the frame, Inicio, its tiles and their queries. One after the other,
 * so that each is a shorter task between keystrokes.
 */
export const warmUp = async () => {
  await import('./App');
  await import('./api');
  await Promise.all([import('./push/PushToaster'), preloadInicio(), loadInicioPrefetch()]);
};

/**
 * Asks for Inicio's figures for the user the sign-in just answered, as the page hands over to the app rather than
 * once the app has started and opened the session (which asks again, and finds them asked for).
 */
export const askForInicio = () => {
  const token = tokenStorage.get();
  const user = token ? handedUser.peek(token) : null;
  if (user) prefetchInicio(user, openingBuilding(user));
};
