import { askOtherTabs, keepHandedToken } from '../session/tab-handoff';

/**
 * Sent by the app's entry just before it draws: a page that runs its own script (the sign-in form) leaves the root
 * to it then, so that what it shows stays until the app is ready to replace it.
 */
export const appStartEvent = 'horizontal:app-start';

/**
 * Loads and starts the app. The page names the app's entry (prerender/ writes it) instead of importing it: an import
 * would make the bundler split the app's code around the page's script.
 */
export const startApp = async () => {
  const entry = document.getElementById('root')?.dataset.app;
  if (!entry) throw new Error('La página no dice dónde está la aplicación (data-app)');
  await import(/* @vite-ignore */ entry);
};

/** Whether an open tab of this browser handed its session over; it is then this tab's too. */
export const sessionFromOtherTab = async () => keepHandedToken(await askOtherTabs());
