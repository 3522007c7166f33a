import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHELL_CLICK_WAIT_MS, replayShellClicks } from '../shell/early-clicks.js';

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

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The page's shell: two "Remove" buttons and a "Start again" one, as the server drew them. */
function shell(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    '<main><button type="button">Remove</button><button type="button">Remove</button>' +
    '<button type="button">Start again</button><form><button type="submit">Send</button></form></main>';
  document.body.append(root);
  return root;
}

/** The store draws over the shell: the same buttons, each with its handler. */
function storeDraws(root: HTMLElement, names = ['Remove', 'Remove', 'Start again']) {
  const clicks = names.map(() => vi.fn());
  const main = document.createElement('main');
  names.forEach((name, index) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = name;
    button.addEventListener('click', clicks[index] as () => void);
    main.append(button);
  });
  root.replaceChildren(main);
  return clicks;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a click on a page’s shell in the instant before the store draws over it', () => {
  it('is given once to the store’s button of the same words and place, once the store has drawn', async () => {
    const root = shell();
    replayShellClicks(root, fakeClock());
    root.querySelectorAll('button')[1]!.click();
    const [first, second, restart] = storeDraws(root);
    await settle();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(restart).not.toHaveBeenCalled();
  });

  it('waits for a store’s button drawn after its frame (its data still coming) up to 5000 ms, and not after', async () => {
    const root = shell();
    const clock = fakeClock();
    replayShellClicks(root, clock);
    root.querySelectorAll('button')[2]!.click();
    storeDraws(root, []);
    await settle();
    clock.advance(1000);
    const [restart] = storeDraws(root, ['Start again']);
    clock.advance(100);
    expect(restart).toHaveBeenCalledTimes(1);

    const late = shell();
    const slow = fakeClock();
    replayShellClicks(late, slow);
    late.querySelectorAll('button')[2]!.click();
    storeDraws(late, []);
    await settle();
    slow.advance(SHELL_CLICK_WAIT_MS + 100);
    const [tooLate] = storeDraws(late, ['Start again']);
    slow.advance(1000);
    expect(tooLate).not.toHaveBeenCalled();
  });

  it('a form’s own button and a click on the store’s own buttons are never given again', async () => {
    const root = shell();
    replayShellClicks(root, fakeClock());
    const send = root.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    send.addEventListener('click', (event) => event.preventDefault());
    send.click();
    const clicks = storeDraws(root, ['Send', 'Start again']);
    await settle();
    expect(clicks[0]).not.toHaveBeenCalled();
    root.querySelectorAll('button')[1]!.click();
    await settle();
    expect(clicks[1]).toHaveBeenCalledTimes(1);
  });
});
