/** How long a tap kept from the page drawn on the server waits for its button to be drawn and enabled, in ms. */
export const SHELL_CLICK_WAIT_MS = 5000;

const wordsOf = (button: Element) => (button.textContent ?? '').trim();

/** A button by its words and which of the buttons so worded under `root` it is. */
const placeOf = (button: HTMLButtonElement, root: ParentNode) =>
  Array.from(root.querySelectorAll('button'))
    .filter((other) => wordsOf(other) === wordsOf(button))
    .indexOf(button);

/** The taps kept from a page drawn on the server, until the store hydrates it. */
export interface EarlyTaps {
  /** React listens from now on (`hydrateRoot` is called): it replays what is tapped while it hydrates itself. */
  stop(): void;
  /** The page is hydrated: the tap kept before `stop`, if any, is given to its button (once it is enabled). */
  replay(): void;
}

/**
 * Keeps the last tap on a button of the page drawn on the server (see `prerender.tsx`) before the store's code has
 * loaded, and gives it to the same button once the page is hydrated: a tap on "Start again" or "Add to cart" in the
 * seconds a slow phone takes to load the page's code is not lost. The button is found again by its words and place
 * among the buttons so worded, for the page may draw it anew once its data is read. Only plain buttons
 * (`type="button"`) are kept: a form's own button is the form's, and a disabled one was never clicked.
 * @example const taps = keepEarlyTaps(root, { setTimeout, now: Date.now }); taps.stop(); hydrateRoot(...); taps.replay();
 */
export function keepEarlyTaps(
  root: HTMLElement,
  clock: { readonly setTimeout: (run: () => void, ms: number) => unknown; readonly now: () => number },
): EarlyTaps {
  const drawnButtons = new Set(root.querySelectorAll('button'));
  let tapped: { words: string; place: number } | undefined;
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && drawnButtons.has(button) && button.type === 'button')
      tapped = { words: wordsOf(button), place: placeOf(button, root) };
  };
  root.addEventListener('click', onClick, true);
  const stop = () => root.removeEventListener('click', onClick, true);
  return {
    stop,
    replay() {
      stop();
      if (!tapped) return;
      const { words, place } = tapped;
      tapped = undefined;
      const until = clock.now() + SHELL_CLICK_WAIT_MS;
      // The page's button may be drawn after its frame (its data still coming): it is looked for until it is there.
      const clickWhenDrawn = () => {
        const button = Array.from(root.querySelectorAll('button')).filter((other) => wordsOf(other) === words)[place];
        if (button && !button.disabled) button.click();
        else if (clock.now() < until) clock.setTimeout(clickWhenDrawn, 100);
      };
      clickWhenDrawn();
    },
  };
}
