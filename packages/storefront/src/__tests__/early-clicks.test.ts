import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS_EVENT, SHELL_CLICK_WAIT_MS, SHELL_TAPS_KEPT, keepEarlyTaps } from '../shell/early-clicks.js';

/** A clock the test moves: timers run when their time comes. */
function fakeClock() {
  let time = 0;
  const timers: { at: number; run: () => void }[] = [];
  return {
    now: () => time,
    setTimeout: (run: () => void, ms: number) => void timers.push({ at: time + ms, run }),
    advance(ms: number) {
      const end = time + ms;
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        const next = timers[0];
        if (!next || next.at > end) break;
        timers.shift();
        time = next.at;
        next.run();
      }
      time = end;
    },
  };
}

/** The page as the server drew it: two "Remove" buttons and a "Start again" one. */
function drawn(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    '<main><button type="button">Remove</button><button type="button">Remove</button>' +
    '<button type="button">Start again</button><form><button type="submit">Send</button></form></main>';
  document.body.append(root);
  return root;
}

/** The store hydrates the page: each of its buttons gets its handler (`names` draws them anew, as a page may). */
function hydrate(root: HTMLElement, names?: string[]) {
  if (names) {
    const main = document.createElement('main');
    names.forEach((name) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = name;
      main.append(button);
    });
    root.replaceChildren(main);
  }
  return Array.from(root.querySelectorAll('button'), (button) => {
    const handler = vi.fn();
    button.addEventListener('click', handler);
    return handler;
  });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a tap on a page drawn on the server before the store has hydrated it', () => {
  it('is given once to the same button, once the page is hydrated', () => {
    const root = drawn();
    const taps = keepEarlyTaps(root, fakeClock());
    root.querySelectorAll('button')[1]!.click();
    taps.stop();
    const [first, second, restart] = hydrate(root);
    taps.replay();
    taps.replay();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(restart).not.toHaveBeenCalled();
  });

  it('a tap kept by the start module before the store’s code ran is given too, before the later ones', () => {
    const root = drawn();
    const buttons = root.querySelectorAll('button');
    // The start module: it keeps taps from the start, and hands them over when the store's code asks.
    const early: EventTarget[] = [];
    const keepEarly = (event: Event) => early.push(event.target!);
    document.addEventListener('click', keepEarly, true);
    document.addEventListener(
      EARLY_TAPS_EVENT,
      (event) => {
        document.removeEventListener('click', keepEarly, true);
        (event as CustomEvent<unknown[]>).detail.push(...early);
      },
      { once: true },
    );
    buttons[2]!.click();
    const taps = keepEarlyTaps(root, fakeClock());
    buttons[0]!.click();
    taps.stop();
    const order: string[] = [];
    const clicks = hydrate(root);
    clicks.forEach((click, i) => click.mockImplementation(() => order.push(String(i))));
    taps.replay();
    expect(order).toEqual(['2', '0']);
  });

  it('taps on several buttons (a colour, then a storage) are each given, in the order they came', () => {
    const root = drawn();
    const taps = keepEarlyTaps(root, fakeClock());
    const order: string[] = [];
    const buttons = root.querySelectorAll('button');
    buttons[2]!.click();
    buttons[0]!.click();
    taps.stop();
    const clicks = hydrate(root);
    clicks.forEach((click, i) => click.mockImplementation(() => order.push(String(i))));
    taps.replay();
    expect(order).toEqual(['2', '0']);
  });

  it('a button tapped again before another is tapped once (an impatient second tap adds one phone)', () => {
    const root = drawn();
    const taps = keepEarlyTaps(root, fakeClock());
    const buttons = root.querySelectorAll('button');
    buttons[1]!.click();
    buttons[1]!.click();
    buttons[1]!.click();
    taps.stop();
    const [, second] = hydrate(root);
    taps.replay();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it(`keeps the last ${SHELL_TAPS_KEPT} taps`, () => {
    const root = drawn();
    const taps = keepEarlyTaps(root, fakeClock());
    const buttons = root.querySelectorAll('button');
    for (let i = 0; i < SHELL_TAPS_KEPT + 1; i++) buttons[i % 2 === 0 ? 0 : 2]!.click();
    taps.stop();
    const [remove, , restart] = hydrate(root);
    taps.replay();
    expect(remove!.mock.calls.length + restart!.mock.calls.length).toBe(SHELL_TAPS_KEPT);
  });

  it('a later tap waits for the button of an earlier one to be drawn', () => {
    const root = drawn();
    const clock = fakeClock();
    const taps = keepEarlyTaps(root, clock);
    const buttons = root.querySelectorAll('button');
    buttons[2]!.click();
    buttons[0]!.click();
    taps.stop();
    hydrate(root, ['Remove', 'Remove']);
    const order: string[] = [];
    taps.replay();
    clock.advance(300);
    const [remove, , restart] = hydrate(root, ['Remove', 'Remove', 'Start again']);
    remove!.mockImplementation(() => order.push('Remove'));
    restart!.mockImplementation(() => order.push('Start again'));
    clock.advance(100);
    expect(order).toEqual(['Start again', 'Remove']);
  });

  it('waits for a button drawn anew after its frame (its data still coming) up to 5000 ms, and not after', () => {
    const root = drawn();
    const clock = fakeClock();
    const taps = keepEarlyTaps(root, clock);
    root.querySelectorAll('button')[2]!.click();
    taps.stop();
    hydrate(root, []);
    taps.replay();
    clock.advance(1000);
    const [restart] = hydrate(root, ['Start again']);
    clock.advance(100);
    expect(restart).toHaveBeenCalledTimes(1);

    const late = drawn();
    const slow = fakeClock();
    const lateTaps = keepEarlyTaps(late, slow);
    late.querySelectorAll('button')[2]!.click();
    lateTaps.stop();
    hydrate(late, []);
    lateTaps.replay();
    slow.advance(SHELL_CLICK_WAIT_MS + 100);
    const [tooLate] = hydrate(late, ['Start again']);
    slow.advance(1000);
    expect(tooLate).not.toHaveBeenCalled();
  });

  it('a form’s own button, and a tap once React listens (it replays those itself), are never given again', () => {
    const root = drawn();
    const taps = keepEarlyTaps(root, fakeClock());
    const send = root.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    send.addEventListener('click', (event) => event.preventDefault());
    send.click();
    taps.stop();
    root.querySelectorAll('button')[0]!.click();
    const clicks = hydrate(root);
    taps.replay();
    clicks.forEach((click) => expect(click).not.toHaveBeenCalled());
  });
});
