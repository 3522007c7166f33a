import { BrandTheme } from '@carrier/design-system';
import { createMemoryHistory } from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StorefrontProvider, type ShellDeps, type StorefrontDeps } from '../context.js';
import { SMART_BANNER_EXITED_KEY } from '../shell/rules.js';
import { SmartBannerHost } from '../shell/SmartBannerHost.js';
import type { Site } from '../site.js';
import { detachedShop, detachedShopServices } from '../testing/world.js';
import { renderStore } from './render-store.js';
import { TEST_SITE, memoryStorage, testDeps, testShell } from './test-deps.js';

const PROMO = '/sales/digital/friendsandfamily.html';

function renderShell(path: string, site: Partial<Site> = {}, shell: Partial<ShellDeps> = {}, host = 'localhost') {
  const base = path.startsWith('/sales/nse') ? '/sales/nse' : '/sales/digital';
  const deps = testDeps({
    site: { ...TEST_SITE, base, ...site },
    shell: testShell(shell),
    currentHref: () => `http://${host}${path}`,
    services: {
      loadContent: vi.fn(() => new Promise<never>(() => {})),
      validatePromo: vi.fn(),
      checkPortIn: vi.fn(),
    },
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
    const panel = screen.getByRole('dialog', { name: 'Debug information' });
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

describe('the app-download banner in the store (spec 2.9, 5.3)', () => {
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';
  const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) Chrome/130 Mobile Safari/537.36';
  const WINDOWS = 'Mozilla/5.0 (Windows Phone 10.0; Lumia 950) Mobile Edge/15';

  function renderBanner(pageName: string, shell: Partial<ShellDeps>, device: Site['device'] = 'mobile') {
    const deps: StorefrontDeps = testDeps({ site: { ...TEST_SITE, device }, shell: testShell(shell) });
    render(
      <StorefrontProvider deps={deps}>
        <BrandTheme>
          <SmartBannerHost pageName={pageName} />
        </BrandTheme>
      </StorefrontProvider>,
    );
    return deps;
  }

  it.each([
    ['iOS', IPHONE, 'https://apps.apple.com/app/id1'],
    ['Android', ANDROID, 'https://play.google.com/store/apps/details?id=x'],
    ['Windows', WINDOWS, 'https://www.carrier.example/'],
  ])('on %s, View opens the right link', async (_platform, userAgent, link) => {
    const openExternal = vi.fn();
    renderBanner('protection', { loggedIn: () => true, userAgent, openExternal });
    expect(screen.getByRole('img', { name: 'Rated 4.1 out of 5' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View' }));
    expect(openExternal).toHaveBeenCalledWith(link);
  });

  it('closing it hides it and sets the session flag that keeps it hidden', async () => {
    const flags = memoryStorage();
    renderBanner('mdnselection', { loggedIn: () => true, sessionFlags: { get: flags.getItem, set: flags.setItem } });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(flags.map.get(SMART_BANNER_EXITED_KEY)).toBe('true');
  });

  it('stays hidden when the session flag says it was exited', () => {
    const flags = memoryStorage();
    flags.setItem(SMART_BANNER_EXITED_KEY, 'true');
    renderBanner('protection', { loggedIn: () => true, sessionFlags: { get: flags.getItem, set: flags.setItem } });
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('is not shown to a visitor who is not signed in, nor on a desktop', () => {
    renderBanner('protection', { loggedIn: () => false });
    expect(screen.queryByRole('complementary')).toBeNull();
    renderBanner('protection', { loggedIn: () => true }, 'desktop');
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});

describe('restricted-product flags in the URL (spec 2.6, 7.3)', () => {
  function renderWithOffer(query: string, flags = memoryStorage()) {
    const saveAcceptedOffer = vi.fn(async () => undefined);
    const services = { ...detachedShopServices({}), saveAcceptedOffer };
    const path = `/sales/digital/smartphones.html${query}`;
    const deps = testDeps({
      currentHref: () => `http://localhost${path}`,
      shop: detachedShop(services),
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
