import { LAUNCH_APP_BASE, LAUNCH_TARGETS } from '@carrier/native-bridge';
import { safeReturnPath } from '@carrier/safety';
import { Hono } from 'hono';
import { escapeMarkup } from './markup.js';
import { PAGE_SECURITY_HEADERS } from '@carrier/safety';

const WHAT: Record<(typeof LAUNCH_TARGETS)[number], string> = {
  oauthSignIn: 'signs the customer in',
  unauthenticatedWebview: 'opens the page without signing in',
  guestCheckout: 'asks the guest to confirm the account',
};

/**
 * The app's launch URLs (spec 7.4). The carrier's app takes them over before they load; a browser that
 * reaches one gets a page saying what the app would do, with the way back.
 */
export function launchAppPages(): Hono {
  const app = new Hono();
  app.get(`${LAUNCH_APP_BASE}:target`, (c) => {
    const target = c.req.param('target') as (typeof LAUNCH_TARGETS)[number];
    if (!LAUNCH_TARGETS.includes(target)) return c.notFound();
    const back = safeReturnPath(c.req.query('goto')) ?? '/sales/digital/shop.html';
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Carrier app</title></head><body><main><h1>This link opens the Carrier app</h1><p>In the app, this step ${WHAT[target]}, then returns to the store.</p><p><a href="${escapeMarkup(back)}">Back to the store</a></p></main></body></html>`;
    return c.html(html, 200, PAGE_SECURITY_HEADERS);
  });
  return app;
}
