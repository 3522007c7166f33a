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

/** The longest taps are held back from a hydration that does not end (`EarlyTaps.hold`), in ms. */
export const SHELL_HOLD_MS = 5000;

/** The taps kept from a page drawn on the server, until the store hydrates it. */
export interface EarlyTaps {
  /** React listens from now on (`hydrateRoot` is called): it replays what is tapped while it hydrates itself. */
  stop(): void;
  /**
   * React hydrates the page from now on, in slices (a transition): a tap on a drawn button between two slices is held
   * back from React, which drops one on a part it cannot hydrate at once, and kept for `replay`, which gives it once the
   * page is in place (or after `SHELL_HOLD_MS`, if it never says so).
   */
  hold(): void;
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
 * @example const taps = keepEarlyTaps(root, { setTimeout, now: Date.now }); taps.hold(); hydrateRoot(...); taps.replay();
 */
export function keepEarlyTaps(
  root: HTMLElement,
  clock: { readonly setTimeout: (run: () => void, ms: number) => unknown; readonly now: () => number },
): EarlyTaps {
  const drawnButtons = new Set(root.querySelectorAll('button'));
  let tapped: { words: string; place: number }[] = [];
  /** The drawn plain button a tap landed on, if it did. */
  const keptButton = (target: EventTarget | null) => {
    const button = target instanceof Element ? target.closest('button') : null;
    return button && drawnButtons.has(button) && button.type === 'button' ? button : undefined;
  };
  const keep = (target: EventTarget | null) => {
    const button = keptButton(target);
    if (!button) return;
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
  // Held: a tap on a drawn button is kept and goes no further (React listens on the same root, after this listener).
  const onHeld = (event: Event) => {
    if (!keptButton(event.target)) return;
    keep(event.target);
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const stop = () => {
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('click', onHeld, true);
  };
  const taps: EarlyTaps = {
    stop,
    hold() {
      root.removeEventListener('click', onClick, true);
      root.addEventListener('click', onHeld, true);
      clock.setTimeout(() => taps.replay(), SHELL_HOLD_MS);
    },
    replay() {
      stop();
      const given = tapped;
      tapped = [];
      const until = clock.now() + SHELL_CLICK_WAIT_MS;
      // A page's button may be drawn after its frame (its data still coming): each is looked for until it is there,
      // and the next tap waits for it.
      const clickWhenDrawn = (index: number) => {
        const tap = given[index];
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
  return taps;
}
