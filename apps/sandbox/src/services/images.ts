import { Hono } from 'hono';
import { ACCESSORIES, DEVICES } from '../catalogue/catalogue.js';
import {
  accessoryImage,
  creditCardImage,
  deviceImage,
  heroImage,
  offerArtImage,
  simImage,
} from '../catalogue/images.js';
import { OFFER_ART, type OfferArt } from '../catalogue/offers.js';
import { LANDING } from '../content/storefront.js';

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=86400',
  'X-Content-Type-Options': 'nosniff',
};

/** Product images, drawn by the sandbox so nothing needs the internet: `/content/vcg/images/...`. */
export function imageServices(): Hono {
  const app = new Hono();
  const devices = new Map(DEVICES.map((d) => [d.id, d]));
  const accessories = new Map(ACCESSORIES.map((a) => [a.id, a]));
  const drawn = new Map<string, string>();
  const cached = (key: string, draw: () => string) =>
    drawn.get(key) ?? (drawn.set(key, draw()), drawn.get(key) as string);

  app.get('/devices/:id/:file{[a-z0-9-]+\\.svg}', (c) => {
    const device = devices.get(c.req.param('id'));
    const colour = device?.colours.find((col) => `${col.slug}.svg` === c.req.param('file'));
    if (!device || !colour) return c.json({ errors: [{ id: 'NOT_FOUND', message: 'No such device image.' }] }, 404);
    return c.body(
      cached(`${device.id}/${colour.slug}`, () => deviceImage(device, colour)),
      200,
      SVG_HEADERS,
    );
  });

  // The landing page's hero: the promoted phone in its first colour.
  app.get('/hero/:file{[a-z0-9-]+\\.svg}', (c) => {
    const hero = LANDING.en.hero;
    const device = devices.get(hero.deviceId);
    const colour = device?.colours[0];
    if (!device || !colour || !hero.image.endsWith(`/${c.req.param('file')}`))
      return c.json({ errors: [{ id: 'NOT_FOUND', message: 'No such hero image.' }] }, 404);
    return c.body(
      cached(`hero/${hero.promotionId}`, () => heroImage(device, colour)),
      200,
      SVG_HEADERS,
    );
  });

  app.get('/accessories/:file{[a-z0-9-]+\\.svg}', (c) => {
    const accessory = accessories.get(c.req.param('file').replace(/\.svg$/, ''));
    if (!accessory) return c.json({ errors: [{ id: 'NOT_FOUND', message: 'No such accessory image.' }] }, 404);
    return c.body(
      cached(accessory.id, () => accessoryImage(accessory)),
      200,
      SVG_HEADERS,
    );
  });
  // The pictures of the offers that are not a phone (a bundle, 5G home, the connected car, the card, the bank).
  app.get('/offers/:file{[A-Za-z0-9]+\\.svg}', (c) => {
    const kind = c.req.param('file').replace(/\.svg$/, '');
    if (!(OFFER_ART as readonly string[]).includes(kind))
      return c.json({ errors: [{ id: 'NOT_FOUND', message: 'No such offer image.' }] }, 404);
    return c.body(
      cached(`offers/${kind}`, () => offerArtImage(kind as OfferArt)),
      200,
      SVG_HEADERS,
    );
  });
  // The store's credit card, as its pages show it.
  app.get('/creditcard/:file{carrier-visa\\.svg}', (c) =>
    c.body(
      cached('creditcard', () => creditCardImage('The Carrier Visa Card')),
      200,
      SVG_HEADERS,
    ),
  );
  // The SIM kits of a line for the customer's own phone: a SIM card, or an eSIM's QR card.
  app.get('/sim/:file{(card|esim)\\.svg}', (c) =>
    c.body(
      cached(`sim/${c.req.param('file')}`, () => simImage(c.req.param('file') === 'esim.svg' ? 'ESIM' : 'PSIM')),
      200,
      SVG_HEADERS,
    ),
  );
  return app;
}
