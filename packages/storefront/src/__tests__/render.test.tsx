import { act, findByRole, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HYDRATION_MISMATCH, renderStorefront } from '../render.js';
import { testDeps } from '../testing/test-deps.js';
import { drawnForCookies } from '../drawn-for.js';

function mount(shell?: string): HTMLElement {
  window.history.replaceState(null, '', '/sales/digital/shop.html');
  const element = document.createElement('div');
  if (shell) element.innerHTML = shell;
  document.body.append(element);
  return element;
}

const roots: Root[] = [];

afterEach(() => {
  // The store is taken away: nothing of it (its timers, its renders) runs on into the next test.
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe("renderStorefront, the store's start in a browser", () => {
  it("makes the store's world in a task of its own, not in the one that loaded the page's code", async () => {
    const element = mount();
    const world = vi.fn(() => testDeps());
    const started = renderStorefront(element, world);
    expect(world).not.toHaveBeenCalled();
    roots.push(await started);
    expect(world).toHaveBeenCalledTimes(1);
    expect(await findByRole(element, 'heading', { level: 1 })).toBeTruthy();
  });

  it('hydrates a drawing that is not the page by drawing the page anew, and reports the mismatch with where it was', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = mount('<p id="drawn">Not the page the store draws</p>');
    const started = renderStorefront(element, testDeps());
    expect(element.querySelector('#drawn')).not.toBeNull();
    roots.push(await started);
    expect(await findByRole(element, 'heading', { level: 1 })).toBeTruthy();
    expect(element.querySelector('#drawn')).toBeNull();
    await waitFor(() => expect(errors.mock.calls.some(([first]) => first === HYDRATION_MISMATCH)).toBe(true));
    // The report says where: React's component stack, innermost part first.
    const [, said] = errors.mock.calls.find(([first]) => first === HYDRATION_MISMATCH) ?? [];
    expect(said).toMatch(/\nin\s+at \w+/);
  });

  it("draws the page afresh, with no mismatch, when the visitor's cookies changed since the server drew it", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = mount('<p id="drawn">Drawn for the cookies the visitor had before</p>');
    element.dataset['drawnFor'] = drawnForCookies('intent=AAL; loggedIn=true');
    roots.push(await renderStorefront(element, testDeps()));
    expect(await findByRole(element, 'heading', { level: 1 })).toBeTruthy();
    expect(element.querySelector('#drawn')).toBeNull();
    expect(errors.mock.calls.some(([first]) => first === HYDRATION_MISMATCH)).toBe(false);
  });
});
