import { createMemoryHistory } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StorefrontDeps } from '@carrier/storefront/kit';
import { renderStore, testDeps, withJourney } from '@carrier/storefront/testing';
import { fnfJourney } from '../manifest.js';
import type { FnfServices } from '../services.js';
import { FNF_CONTENT as CONTENT, testFnf } from '../testing.js';

function renderPromo(path: string, services: Partial<FnfServices>) {
  const deps: StorefrontDeps = testDeps({
    ...withJourney(
      fnfJourney,
      testFnf({
        loadContent: vi.fn(async () => CONTENT),
        validatePromo: vi.fn(async () => ({ valid: true as const })),
        checkPortIn: vi.fn(async () => ({ eligible: true as const })),
        ...services,
      }),
    ),
    currentHref: () => `http://localhost${path}`,
  });
  const router = renderStore(deps, createMemoryHistory({ initialEntries: [path] }));
  return { deps, router };
}

describe('promo page', () => {
  it("sets the page title 'Friends And Family Page' and shows the content labels", async () => {
    const { deps } = renderPromo('/sales/digital/friendsandfamily.html', {});
    expect(await screen.findByRole('heading', { name: 'FriendsAndFamilyTitle text' })).toBeInTheDocument();
    expect(deps.page.setTitle).toHaveBeenCalledWith('Friends And Family Page');
  });

  it('offers a retry when the content cannot be loaded, and then shows the page', async () => {
    const loadContent = vi
      .fn<FnfServices['loadContent']>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(CONTENT);
    renderPromo('/sales/digital/friendsandfamily.html', { loadContent });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'FriendsAndFamilyTitle text' })).toBeInTheDocument();
    expect(loadContent).toHaveBeenCalledTimes(2);
  });

  it('does not call the service for a code that starts with 0', async () => {
    const validatePromo = vi.fn<FnfServices['validatePromo']>();
    renderPromo('/sales/digital/friendsandfamily.html?promo=0FNF202', { validatePromo });
    await userEvent.click(await screen.findByRole('button', { name: 'buttonText text' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('NotValidPromoEntry text');
    expect(validatePromo).not.toHaveBeenCalled();
  });

  it('sends a valid promo once even when pressed twice', async () => {
    let release: () => void = () => undefined;
    const validatePromo = vi.fn<FnfServices['validatePromo']>(
      () => new Promise((resolve) => (release = () => resolve({ valid: true }))),
    );
    renderPromo('/sales/digital/friendsandfamily.html?promo=FNF2026', { validatePromo });
    const button = await screen.findByRole('button', { name: 'buttonText text' });
    await userEvent.click(button);
    await userEvent.click(button);
    release();
    expect(validatePromo).toHaveBeenCalledTimes(1);
  });
});
