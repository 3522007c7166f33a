import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../app.js';
import type { SandboxStore } from '../store.js';
import { openTestStore } from './test-store.js';

// Which app a page request gets (the web view's or the web store's) is the store server's: see
// apps/store-server/src/__tests__/store-server.test.ts.

let store: SandboxStore;
let app: ReturnType<typeof createSandboxApp>;
beforeAll(async () => {
  store = await openTestStore();
  app = createSandboxApp({ store });
});
afterAll(() => store.close());

describe("the app's launch URLs (spec 7.4)", () => {
  it.each(['oauthSignIn', 'unauthenticatedWebview', 'guestCheckout'])(
    '%s answers a page that says the app takes over, with the way back',
    async (target) => {
      const res = await app.request(`/mobile/nsa/nos/gw/launchapp/${target}?goto=%2Fsales%2Fdigital%2Fcheckout.html`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('This link opens the Carrier app');
      expect(html).toContain('href="/sales/digital/checkout.html"');
    },
  );

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'never links back off the site (goto=%s)',
    async (goto) => {
      const html = await (
        await app.request(`/mobile/nsa/nos/gw/launchapp/oauthSignIn?goto=${encodeURIComponent(goto)}`)
      ).text();
      expect(html).toContain('href="/sales/digital/shop.html"');
      expect(html).not.toContain('evil');
    },
  );

  it('markup in goto is escaped, and an unknown target is not found', async () => {
    const html = await (
      await app.request(
        `/mobile/nsa/nos/gw/launchapp/guestCheckout?goto=${encodeURIComponent('/x"><script>1</script>')}`,
      )
    ).text();
    expect(html).not.toContain('<script>');
    expect((await app.request('/mobile/nsa/nos/gw/launchapp/openAnything')).status).toBe(404);
  });
});
