import { findByRole, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStorefront } from '../render.js';
import { testDeps } from '../testing/test-deps.js';

function mount(shell?: string): HTMLElement {
  window.history.replaceState(null, '', '/sales/digital/shop.html');
  const element = document.createElement('div');
  if (shell) element.innerHTML = shell;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("renderStorefront, the store's start in a browser", () => {
  it("makes the store's world in a task of its own, not in the one that loaded the page's code", async () => {
    const element = mount();
    const world = vi.fn(() => testDeps());
    const started = renderStorefront(element, world);
    expect(world).not.toHaveBeenCalled();
    await started;
    expect(world).toHaveBeenCalledTimes(1);
    expect(await findByRole(element, 'heading', { level: 1 })).toBeTruthy();
  });

  it("keeps a page's shell on screen until the store draws the page in its place", async () => {
    const element = mount('<p id="shell">The page as first drawn</p>');
    const started = renderStorefront(element, testDeps());
    expect(element.querySelector('#shell')).not.toBeNull();
    await started;
    await waitFor(() => expect(element.querySelector('#shell')).toBeNull());
    expect(await findByRole(element, 'heading', { level: 1 })).toBeTruthy();
  });
});
