import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../app.js';
import { SIMULATOR_PATH, isWebViewRequest } from '../static.js';
import type { SandboxStore } from '../store.js';
import { openTestStore } from './test-store.js';

let store: SandboxStore;
let app: ReturnType<typeof createSandboxApp>;

/** A built app folder whose page says which app it is. */
function builtApp(name: string): string {
  const dist = mkdtempSync(join(tmpdir(), `sandbox-${name}-`));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>${name}</title>`);
  return dist;
}

beforeAll(async () => {
  store = await openTestStore();
  const bases = ['/sales/digital/'];
  app = createSandboxApp({
    store,
    apps: [
      {
        name: 'webview',
        dist: builtApp('webview'),
        assetBase: '/sales/_app/webview/',
        pageBases: bases,
        serves: isWebViewRequest,
      },
      { name: 'dotcom', dist: builtApp('dotcom'), assetBase: '/sales/_app/dotcom/', pageBases: bases },
    ],
  });
});
afterAll(() => store.close());

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const titleOf = async (res: Response) => /<title>(\w+)<\/title>/.exec(await res.text())?.[1];

describe('the web view app is served to the carrier app (spec 6.2)', () => {
  it('a browser gets the web store', async () => {
    expect(await titleOf(await app.request('/sales/digital/shop.html', { headers: { 'User-Agent': IPHONE } }))).toBe(
      'dotcom',
    );
  });

  it("the app's web view, known by its user-agent marker, gets the web view app", async () => {
    const res = await app.request('/sales/digital/shop.html', {
      headers: { 'User-Agent': `${IPHONE} CarrierApp/21.4.0` },
    });
    expect(await titleOf(res)).toBe('webview');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  it('a page loaded into a frame (the native-app simulator) gets the web view app', async () => {
    expect(
      await titleOf(await app.request('/sales/digital/cart.html', { headers: { 'Sec-Fetch-Dest': 'iframe' } })),
    ).toBe('webview');
  });

  it('/simulator opens the simulator, keeping its query', async () => {
    const res = await app.request('/simulator?page=/sales/digital/cart.html');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${SIMULATOR_PATH}?page=/sales/digital/cart.html`);
  });
});

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
