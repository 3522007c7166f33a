import { BrandTheme } from '@carrier/design-system';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StorefrontProvider, type ShellDeps, type StorefrontDeps } from '../context.js';
import { SMART_BANNER_EXITED_KEY } from '../shell/rules.js';
import { SmartBannerHost } from '../shell/SmartBannerHost.js';
import type { Site } from '../site.js';
import { TEST_SITE, memoryStorage, testDeps, testShell } from '../testing/test-deps.js';

describe('the app-download banner in the store (spec 2.9, 5.3)', () => {
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';
  const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) Chrome/130 Mobile Safari/537.36';
  const WINDOWS = 'Mozilla/5.0 (Windows Phone 10.0; Lumia 950) Mobile Edge/15';

  function renderBanner(pageName: string, shell: Partial<ShellDeps>, device: Site['device'] = 'mobile') {
    const deps: StorefrontDeps = testDeps({ site: { ...TEST_SITE, device }, shell: testShell(shell) });
    render(
      <StorefrontProvider deps={deps}>
        <BrandTheme>
          {/* Every page drawn here is one whose manifest row asks for the banner. */}
          <SmartBannerHost pageName={pageName} bannerPage />
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
