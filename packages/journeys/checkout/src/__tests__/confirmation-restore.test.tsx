import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { renderPage, testDeps, testShell } from '@carrier/storefront/testing';
import { useShoppingAgainOnRestore } from '../review.js';

function Confirmation() {
  useShoppingAgainOnRestore();
  return <h1>Thanks for your order</h1>;
}

/** A shell whose back-forward cache restore a test can play. */
function restorableShell() {
  const listeners = new Set<() => void>();
  const shell = testShell({
    onPageRestored: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  });
  return { shell, restore: () => act(() => listeners.forEach((l) => l())), listeners };
}

describe('back navigation from a cached page to order confirmation (spec 2.7)', () => {
  it('back navigation from a cached page to order confirmation sends the user to the smartphones page', () => {
    const { shell, restore } = restorableShell();
    const navigate = vi.fn();
    renderPage(<Confirmation />, testDeps({ shell, navigate }), 'orderconfirmation');
    expect(navigate).not.toHaveBeenCalled();
    restore();
    expect(navigate).toHaveBeenCalledWith('/sales/digital/smartphones');
  });

  it('under another sales base it stays on that base', () => {
    const { shell, restore } = restorableShell();
    const navigate = vi.fn();
    const deps = testDeps({ shell, navigate });
    renderPage(<Confirmation />, { ...deps, site: { ...deps.site, base: '/sales/nse' } }, 'orderconfirmation');
    restore();
    expect(navigate).toHaveBeenCalledWith('/sales/nse/smartphones');
  });

  it('leaving the confirmation stops listening: a later restore of another page does not navigate', () => {
    const { shell, restore, listeners } = restorableShell();
    const navigate = vi.fn();
    const { unmount } = renderPage(<Confirmation />, testDeps({ shell, navigate }), 'orderconfirmation');
    unmount();
    expect(listeners.size).toBe(0);
    restore();
    expect(navigate).not.toHaveBeenCalled();
  });
});
