/**
 * A cell whose text its ellipsis cuts shows the whole text as a tooltip (its `title`), and only then: whether it is
 * cut depends on the window's width, so it is measured when the pointer or the focus reaches it. Screen readers
 * read the whole text anyway, and a focused link shows it whole (DataTable.css.ts).
 */
export function revealCutText(target: EventTarget | null) {
  if (!(target instanceof Element)) return;
  const clip = target.closest<HTMLElement>('[data-clip]');
  if (!clip) return;
  const text = clip.textContent?.trim() ?? '';
  if (text !== '' && clip.scrollWidth > clip.clientWidth) {
    if (clip.title !== text) clip.title = text;
  } else if (clip.hasAttribute('title')) {
    clip.removeAttribute('title');
  }
}
