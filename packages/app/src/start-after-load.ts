/**
 * The landing page's only script (issue #13): the page arrives drawn and its actions are links, so the app (React,
 * the router, the session) starts after the page has loaded instead of competing with it. It then takes the page
 * over: its links go through the router, and a stored session moves on from the landing as before.
 *
 * The app's entry is named by the page (prerender/ writes it), not imported here: an import would make the bundler
 * split the app's code around this second entry.
 */
const appEntry = document.getElementById('root')?.dataset.app;
const start = () => {
  if (appEntry) void import(/* @vite-ignore */ appEntry);
};

if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
