// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPage } from '../server.js';

const APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) CarrierApp/21.0';
const draw = async (path: string, host = 'store.example') => {
  const page = await renderPage({ url: `https://${host}${path}`, userAgent: APP_UA, origin: 'https://store.example' });
  if (!page || 'location' in page) throw new Error(`${path} was not drawn`);
  return page;
};

describe('the web view’s pages drawn on the server, one request each', () => {
  it('are the app’s: the page without the web’s header, footer or app banner, in the language of the host', async () => {
    const page = await draw('/sales/digital/smartphones/google-pixel-10.html');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<main id="main"');
    expect(page.html).not.toContain('<header');
    expect(page.html).not.toContain('<footer');
    expect((await draw('/sales/digital/shop.html', 'espanol.store.example')).html).toContain('lang="es"');
  });

  it('draw nothing of the bridge to the app: it starts in the browser, once the page is hydrated', async () => {
    const page = await draw('/sales/digital/shop.html');
    // The server's drawing has no boundary the browser must draw again (`<!--$!-->`): nothing of it waited on a module.
    expect(page.html).not.toContain('<!--$!-->');
    expect(page.html).not.toMatch(/<script/);
  });

  it('an address that is no page of the web view answers 404', async () => {
    expect((await draw('/sales/digital/no-such-page.html')).status).toBe(404);
  });
});
