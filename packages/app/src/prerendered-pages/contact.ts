/**
 * The contact page's only script (issue #38). The page arrives drawn and its form works without any script, so
 * React is fetched and run only when a person starts on the form (a field focused, a press on it): reading the page
 * costs a phone nothing, and while the first field is typed the form becomes the app's, which checks each field as
 * it is left and sends without leaving the page. What was typed meanwhile is kept (Contact reads the fields); a
 * send before then is the browser's own post, which the server answers with the page.
 */
const form = document.querySelector('#root form');
const run = () => {
  form?.removeEventListener('focusin', run);
  form?.removeEventListener('pointerdown', run);
  void import('./contact-run');
};
form?.addEventListener('focusin', run);
form?.addEventListener('pointerdown', run);
// A field the browser focused on its own (autofocus, a returning visit's restore) is a start too.
if (form?.contains(document.activeElement)) run();
