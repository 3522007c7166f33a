/** How long a tap kept from the page drawn on the server waits for its button to be drawn and enabled, in ms. */
export const SHELL_CLICK_WAIT_MS = 5000;

const wordsOf = (button: Element) => (button.textContent ?? '').trim();

/** A button by its words and which of the buttons so worded under `root` it is. */
const placeOf = (button: HTMLButtonElement, root: ParentNode) =>
  Array.from(root.querySelectorAll('button'))
    .filter((other) => wordsOf(other) === wordsOf(button))
    .indexOf(button);

/**
 * The event the store's code sends the document as it starts, for the taps kept before it ran: the app's start module
 * (tools/vite-store-app.ts), which runs as the page is parsed, keeps them and gives them as the event's `detail` (an
 * array it fills). A page without a start module gives none.
 */
export const EARLY_TAPS_EVENT = 'store-early-taps';

/** How many taps are kept at most: the last ones. */
export const SHELL_TAPS_KEPT = 5;

/** The taps kept from a page drawn on the server, until the store hydrates it. */
export interface EarlyTaps {
  /** React listens from now on (`hydrateRoot` is called): it replays what is tapped while it hydrates itself. */
  stop(): void;
  /** The page is hydrated: the taps kept before `stop` are given to their buttons in turn (each once it is enabled). */
  replay(): void;
}

/**
 * Keeps the taps on buttons of the page drawn on the server (see `prerender.tsx`) before the store's code has loaded,
 * and gives them to the same buttons, in the order they came, once the page is hydrated: a colour then a storage
 * chosen, or a tap on "Start again" or "Add to cart", in the seconds a slow phone takes to load the page's code are not
 * lost. A button tapped again before another is tapped once (an impatient second tap on "Add to cart" adds one phone);
 * the last `SHELL_TAPS_KEPT` are kept. The button is found again by its words and place among the buttons so worded,
 * for the page may draw it anew once its data is read. Only plain buttons (`type="button"`) are kept: a form's own
 * button is the form's, and a disabled one was never clicked.
 * @example const taps = keepEarlyTaps(root, { setTimeout, now: Date.now }); taps.stop(); hydrateRoot(...); taps.replay();
 */
export function keepEarlyTaps(
  root: HTMLElement,
  clock: { readonly setTimeout: (run: () => void, ms: number) => unknown; readonly now: () => number },
): EarlyTaps {
  const drawnButtons = new Set(root.querySelectorAll('button'));
  let tapped: { words: string; place: number }[] = [];
  const keep = (target: EventTarget | null) => {
    const button = target instanceof Element ? target.closest('button') : null;
    if (!button || !drawnButtons.has(button) || button.type !== 'button') return;
    const tap = { words: wordsOf(button), place: placeOf(button, root) };
    const last = tapped.at(-1);
    if (last?.words === tap.words && last.place === tap.place) return;
    tapped = [...tapped, tap].slice(-SHELL_TAPS_KEPT);
  };
  const onClick = (event: Event) => keep(event.target);
  // The taps the start module kept before this code ran come first, then those from now on.
  const before: unknown[] = [];
  root.ownerDocument.dispatchEvent(new CustomEvent(EARLY_TAPS_EVENT, { detail: before }));
  for (const target of before) if (target instanceof Element && root.contains(target)) keep(target);
  root.addEventListener('click', onClick, true);
  const stop = () => root.removeEventListener('click', onClick, true);
  return {
    stop,
    replay() {
      stop();
      const taps = tapped;
      tapped = [];
      const until = clock.now() + SHELL_CLICK_WAIT_MS;
      // A page's button may be drawn after its frame (its data still coming): each is looked for until it is there,
      // and the next tap waits for it.
      const clickWhenDrawn = (index: number) => {
        const tap = taps[index];
        if (!tap) return;
        const button = Array.from(root.querySelectorAll('button')).filter((other) => wordsOf(other) === tap.words)[
          tap.place
        ];
        if (button && !button.disabled) {
          button.click();
          clickWhenDrawn(index + 1);
        } else if (clock.now() < until) clock.setTimeout(() => clickWhenDrawn(index), 100);
      };
      clickWhenDrawn(0);
    },
  };
}
