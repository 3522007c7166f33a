/** How long a click on a page's shell waits for the store's own button to be drawn, in ms. */
export const SHELL_CLICK_WAIT_MS = 5000;

const wordsOf = (button: Element) => (button.textContent ?? '').trim();

/** A button by its words and which of the buttons so worded under `root` it is (the shell and the store draw alike). */
const placeOf = (button: HTMLButtonElement, root: ParentNode) =>
  Array.from(root.querySelectorAll('button'))
    .filter((other) => wordsOf(other) === wordsOf(button))
    .indexOf(button);

/**
 * Keeps the last click on a button of the page's shell (drawn before the page's code ran, see `prerender.tsx`) and
 * gives it to the store's button of the same words and place once the store has drawn over the shell: a tap on
 * "Start again" or "Add to cart" in the instant before the store takes over is not lost. Only plain buttons
 * (`type="button"`) are kept: a form's own button is the form's, and a disabled one was never clicked. Call it
 * before the store draws; it stops on its own once the store's drawing has replaced the shell.
 * @example replayShellClicks(document.getElementById('root')!, { setTimeout, now: Date.now });
 */
export function replayShellClicks(
  root: HTMLElement,
  clock: { readonly setTimeout: (run: () => void, ms: number) => unknown; readonly now: () => number },
): void {
  const shellButtons = new Set(root.querySelectorAll('button'));
  const first = root.firstChild;
  if (shellButtons.size === 0 || !first) return;
  let clicked: { words: string; place: number } | undefined;
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && shellButtons.has(button) && button.type === 'button')
      clicked = { words: wordsOf(button), place: placeOf(button, root) };
  };
  root.addEventListener('click', onClick, true);
  const until = clock.now() + SHELL_CLICK_WAIT_MS;
  // The store's page may draw after its frame (its data still coming): its button is looked for until it is there.
  const clickWhenDrawn = (words: string, place: number) => {
    const button = Array.from(root.querySelectorAll('button')).filter((other) => wordsOf(other) === words)[place];
    if (button && !button.disabled) button.click();
    else if (clock.now() < until) clock.setTimeout(() => clickWhenDrawn(words, place), 100);
  };
  const observer = new MutationObserver(() => {
    if (first.isConnected) return;
    observer.disconnect();
    root.removeEventListener('click', onClick, true);
    if (clicked) clickWhenDrawn(clicked.words, clicked.place);
  });
  observer.observe(root, { childList: true });
}
