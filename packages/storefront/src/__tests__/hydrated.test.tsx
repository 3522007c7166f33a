import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LIVE_MARK, markLive, useHydrated } from '../hydrated.js';

const record = (draws: boolean[], hydrated: boolean) => void draws.push(hydrated);

/** A form's button, and how many times it was drawn with which state. */
function Probe({ draws }: { readonly draws: boolean[] }) {
  const hydrated = useHydrated();
  record(draws, hydrated);
  return <button disabled={!hydrated}>Send</button>;
}

/** As the store's router places after a page: once the page is in place, it is live. */
function PageShown() {
  useEffect(markLive, []);
  return null;
}

describe('a form is sent only once the page’s code runs', () => {
  it('in the page drawn on the server the button is disabled, so the browser cannot send the form', () => {
    expect(renderToString(<Probe draws={[]} />)).toContain('disabled');
  });

  it('the page hydrates as the server drew it (no mismatch), then the button works', async () => {
    const element = document.createElement('div');
    const app = (draws: boolean[]) => (
      <>
        <Probe draws={draws} />
        <PageShown />
      </>
    );
    element.innerHTML = renderToString(app([]));
    document.body.append(element);
    const onRecoverableError = vi.fn();
    const draws: boolean[] = [];
    const root = await act(async () => hydrateRoot(element, app(draws), { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(draws[0]).toBe(false);
    expect(draws.at(-1)).toBe(true);
    expect(element.querySelector('button')).toBeEnabled();
    act(() => root.unmount());
    element.remove();
  });

  it('a form drawn once the page is live works from its first drawing', () => {
    // The page above came alive: what is drawn from then on (another page of the visit) is live at once.
    const draws: boolean[] = [];
    render(<Probe draws={draws} />);
    expect(draws.every(Boolean)).toBe(true);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});

describe('a page says when it came alive, for a trace or a real-user measurement to tell its start-up', () => {
  it('the store:live mark is set once per page load, when the first page is live, not again on the next pages', async () => {
    // A page load of its own: the module as the browser first runs it.
    vi.resetModules();
    const fresh = await import('../hydrated.js');
    performance.clearMarks(LIVE_MARK);
    fresh.markLive();
    expect(performance.getEntriesByName(LIVE_MARK)).toHaveLength(1);
    fresh.markLive();
    expect(performance.getEntriesByName(LIVE_MARK)).toHaveLength(1);
  });
});
