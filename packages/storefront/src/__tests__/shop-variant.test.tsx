import { createValue } from '@carrier/store';
import { SHOP_VARIANT_MIN_APP_VERSION } from '@carrier/native-bridge';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { StorefrontProvider } from '../context.js';
import { testDeps } from '../testing/test-deps.js';
import type { WebViewApp, WebViewAppState } from '../webview/app.js';
import { useShopVariant } from '../webview/shop-variant.js';

/** An app of this version with the variant flag as given: only what the variant reads. */
const appOf = (version: string | undefined, shopVariant: boolean) => {
  const state = createValue<WebViewAppState>({
    status: 'ready',
    properties: version === undefined ? {} : { appReleaseVersion: version },
  });
  return {
    shopVariant,
    getState: state.getState,
    subscribe: state.subscribe,
    atom: state.atom,
    atoms: state.atoms,
  } as unknown as WebViewApp;
};

const variantWith = (app: WebViewApp | undefined) =>
  renderHook(() => useShopVariant(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <StorefrontProvider deps={testDeps(app ? { app } : {})}>{children}</StorefrontProvider>
    ),
  }).result.current;

describe('the shop variant (spec 6.2: app version 20 or higher plus the shop variant flag)', () => {
  it('is on in an app of version 20 or higher with the flag on', () => {
    expect(SHOP_VARIANT_MIN_APP_VERSION).toBe('20');
    expect(variantWith(appOf('20', true))).toBe(true);
    expect(variantWith(appOf('21.4.1', true))).toBe(true);
  });

  it('is off below version 20, without the flag, without a version, and on the web', () => {
    expect(variantWith(appOf('19.9', true))).toBe(false);
    expect(variantWith(appOf('20.0', false))).toBe(false);
    expect(variantWith(appOf(undefined, true))).toBe(false);
    expect(variantWith(undefined)).toBe(false);
  });
});
