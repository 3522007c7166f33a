import { createMemoryHistory } from '@tanstack/react-router';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ShellDeps, Site } from '@carrier/storefront/kit';
import {
  TEST_SITE,
  detachedStoreServices,
  memoryStorage,
  renderStore,
  testDeps,
  testShell,
} from '@carrier/storefront/testing';
import { dotcomJourneys } from './store.js';

const PROMO = '/sales/digital/friendsandfamily.html';

function renderShell(path: string, site: Partial<Site> = {}, shell: Partial<ShellDeps> = {}, host = 'localhost') {
  const base = path.startsWith('/sales/nse') ? '/sales/nse' : '/sales/digital';
  const deps = testDeps({
    site: { ...TEST_SITE, base, ...site },
    shell: testShell(shell),
    currentHref: () => `http://${host}${path}`,
    ...dotcomJourneys(),
  });
  renderStore(deps, createMemoryHistory({ initialEntries: [path] }), base);
  return deps;
}

describe('the store shell (spec 1, 6.5)', () => {
  it('gives shopping pages the global header and footer, the content in one main region', async () => {
    renderShell(PROMO);
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('link', { name: 'Friends and Family' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers sign in to a visitor, coming back to the same page', async () => {
    renderShell(`${PROMO}?promo=FNF2026`);
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', `/sandbox/signin?goto=${encodeURIComponent(`${PROMO}?promo=FNF2026`)}`);
  });

  it('offers no sign in to a signed-in customer', async () => {
    renderShell(PROMO, {}, { loggedIn: () => true });
    await screen.findByRole('banner');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('links to the same page on the Spanish site, and speaks Spanish there', async () => {
    renderShell(PROMO, { language: 'es' }, {}, 'espanol.localhost');
    const banner = await screen.findByRole('banner');
    for (const link of within(banner).getAllByRole('link', { name: 'English' }))
      expect(link).toHaveAttribute('href', 'http://localhost/sales/digital/friendsandfamily.html');
    expect(screen.getAllByRole('link', { name: 'Iniciar sesión' }).length).toBeGreaterThan(0);
  });

  it('shows no global header and footer inside the app web view', async () => {
    renderShell(PROMO, {}, { inApp: true });
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('shows the debug button on mobile web outside production, with the last service calls', async () => {
    const recentResponses = () => [
      {
        method: 'GET',
        url: '/soe/digital/prospect/content',
        status: 200,
        at: 1,
        statusCode: '00',
        processStep: undefined,
        spokeJourney: undefined,
        goToUrl: undefined,
        page: undefined,
      },
    ];
    renderShell(PROMO, { device: 'mobile' }, { recentResponses });
    await userEvent.click(await screen.findByRole('button', { name: 'Debug' }));
    // The drawer opens once the click's state change has been drawn: it is waited for, not expected at once.
    const panel = await screen.findByRole('dialog', { name: 'Debug information' });
    expect(panel).toHaveTextContent('/sales/digital · en · VZW-DOTCOM · mobile · applyFriendsAndFamilyPromotion');
    expect(panel).toHaveTextContent('200 GET /soe/digital/prospect/content (00)');
  });

  it.each([
    ['on a desktop', PROMO, { device: 'desktop' }, {}],
    ['in production', PROMO, { device: 'mobile' }, { production: true }],
    ['on a prospect page', '/sales/nse/friendsandfamily.html', { device: 'mobile' }, {}],
    ['inside the app', PROMO, { device: 'mobile' }, { inApp: true }],
  ] as const)('hides the debug button %s', async (_name, path, site, shell) => {
    renderShell(path, site, shell);
    await screen.findByRole('main');
    expect(screen.queryByRole('button', { name: 'Debug' })).toBeNull();
  });
});

describe('restricted-product flags in the URL (spec 2.6, 7.3)', () => {
  function renderWithOffer(query: string, flags = memoryStorage()) {
    const saveAcceptedOffer = vi.fn(async () => undefined);
    const path = `/sales/digital/smartphones.html${query}`;
    const deps = testDeps({
      ...dotcomJourneys(),
      storeServices: { ...detachedStoreServices(), saveAcceptedOffer },
      currentHref: () => `http://localhost${path}`,
      shell: testShell({ sessionFlags: { get: flags.getItem, set: flags.setItem } }),
    });
    renderStore(deps, createMemoryHistory({ initialEntries: [path] }));
    return saveAcceptedOffer;
  }

  it('save the accepted offer once a session', async () => {
    const flags = memoryStorage();
    const save = renderWithOffer('?restricted=true&offerId=MYOFF-1&restrictedType=device', flags);
    await screen.findByRole('banner');
    expect(save).toHaveBeenCalledWith({ offerId: 'MYOFF-1', restricted: true, type: 'device' });
    cleanup();
    const again = renderWithOffer('?restricted=true&offerId=MYOFF-1&restrictedType=device', flags);
    await screen.findByRole('banner');
    expect(again).not.toHaveBeenCalled();
  });

  it.each(['', '?restricted=false&offerId=A&type=x', '?restricted=true&offerId=%3Cb%3E&type=x'])(
    'save nothing for %j',
    async (query) => {
      const save = renderWithOffer(query);
      await screen.findByRole('banner');
      expect(save).not.toHaveBeenCalled();
    },
  );
});
