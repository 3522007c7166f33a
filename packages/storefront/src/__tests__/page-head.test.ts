import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX_LENGTH, headTags, type HeadPlace } from '../page-head.js';
import { writeHeadTags } from '../platform/head-writer.js';

const PLACE: HeadPlace = {
  href: 'https://www.example.com/sales/digital/smartphones.html?brand=apple&utm_source=mail#top',
  language: 'en',
  brand: 'wireless',
};
const meta = (tags: ReturnType<typeof headTags>, key: string) =>
  tags.meta.find((m) => m.name === key || m.property === key)?.content;
const link = (tags: ReturnType<typeof headTags>, rel: string, hreflang?: string) =>
  tags.links.find((l) => l.rel === rel && l.hreflang === hreflang)?.href;

describe('a page says what it is (its head)', () => {
  it('its title, then the brand; its own description, or its title and the store’s words', () => {
    const tags = headTags({ title: 'Smartphones' }, PLACE);
    expect(tags.title).toBe('Smartphones | Carrier');
    expect(meta(tags, 'og:title')).toBe('Smartphones');
    expect(meta(tags, 'description')).toBe(
      'Smartphones. Shop phones, plans and Friends and Family savings at Carrier.',
    );
    expect(meta(tags, 'og:description')).toBe(meta(tags, 'description'));
    expect(headTags({ title: 'Phones', description: 'Every phone.' }, PLACE).meta[0]).toEqual({
      name: 'description',
      content: 'Every phone.',
    });
  });

  it('a title that says more than the heading (a phone with its prices) is the one results show', () => {
    const tags = headTags({ title: 'Google Pixel 10', fullTitle: 'Google Pixel 10: from $799.99' }, PLACE);
    expect(tags.title).toBe('Google Pixel 10: from $799.99 | Carrier');
    expect(meta(tags, 'og:title')).toBe('Google Pixel 10: from $799.99');
  });

  it('a page with no title of its own is the brand alone, never "| Carrier" twice', () => {
    expect(headTags({ title: '' }, PLACE).title).toBe('Carrier');
    expect(headTags({ title: 'Carrier' }, PLACE).title).toBe('Carrier');
  });

  it("a title the spec names whole (the Friends and Family pages') has no brand after it", () => {
    expect(headTags({ title: 'Friends And Family Page', brandless: true }, PLACE).title).toBe(
      'Friends And Family Page',
    );
  });

  it(`a description longer than ${DESCRIPTION_MAX_LENGTH} characters is cut at a word, with an ellipsis`, () => {
    const long = `${'Unlimited data on every line, '.repeat(10)}and more.`;
    const description = meta(headTags({ title: 'Plans', description: long }, PLACE), 'description') ?? '';
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(description).toMatch(/\w…$/);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
  });

  it('its canonical address has no query but the one that makes the page, in one order, and no fragment', () => {
    expect(link(headTags({ title: 'Phones' }, PLACE), 'canonical')).toBe(
      'https://www.example.com/sales/digital/smartphones.html',
    );
    const filtered = headTags({ title: 'Apple phones', search: '?os=ios&brand=apple' }, PLACE);
    expect(link(filtered, 'canonical')).toBe(
      'https://www.example.com/sales/digital/smartphones.html?brand=apple&os=ios',
    );
    expect(meta(filtered, 'og:url')).toBe(link(filtered, 'canonical'));
  });

  it('each language points to the other; x-default is the English page', () => {
    const english = headTags({ title: 'Phones' }, PLACE);
    const spanish = headTags(
      { title: 'Teléfonos' },
      { ...PLACE, language: 'es', href: 'https://espanol.www.example.com/sales/digital/smartphones.html' },
    );
    for (const tags of [english, spanish]) {
      expect(link(tags, 'alternate', 'en-US')).toBe('https://www.example.com/sales/digital/smartphones.html');
      expect(link(tags, 'alternate', 'es-US')).toBe('https://espanol.www.example.com/sales/digital/smartphones.html');
      expect(link(tags, 'alternate', 'x-default')).toBe('https://www.example.com/sales/digital/smartphones.html');
    }
    expect(link(spanish, 'canonical')).toBe('https://espanol.www.example.com/sales/digital/smartphones.html');
    expect(meta(spanish, 'og:locale')).toBe('es_US');
    expect(meta(english, 'og:locale')).toBe('en_US');
  });

  it("a picture is an absolute address on the store's origin (or https); anything else is left out", () => {
    const product = headTags({ title: 'Pixel', image: '/content/images/pixel.svg', type: 'product' }, PLACE);
    expect(meta(product, 'og:image')).toBe('https://www.example.com/content/images/pixel.svg');
    expect(meta(product, 'og:type')).toBe('product');
    expect(meta(product, 'twitter:card')).toBe('summary_large_image');
    for (const image of ['javascript:alert(1)', 'http://cdn.example/a.png', 'data:image/png;base64,AAAA']) {
      const tags = headTags({ title: 'Pixel', image }, PLACE);
      expect(meta(tags, 'og:image'), image).toBeUndefined();
      expect(meta(tags, 'twitter:card'), image).toBe('summary');
    }
    expect(meta(headTags({ title: 'Pixel', image: 'https://cdn.example/a.png' }, PLACE), 'og:image')).toBe(
      'https://cdn.example/a.png',
    );
  });
});

describe('what a page is to search engines (structured data, JSON-LD)', () => {
  it('each node with its @context, paths written on the origin, nothing that could end its script element', () => {
    const tags = headTags(
      {
        title: 'Pixel',
        structuredData: [
          {
            '@type': 'Product',
            name: 'Pixel </script><script>alert(1)</script> & more',
            image: ['/p.svg', 'https://cdn.example/q.svg'],
            offers: { '@type': 'Offer', url: '/sales/digital/p.html', price: '1.00' },
            description: '/not/an/address',
          },
        ],
      },
      PLACE,
    );
    expect(tags.jsonLd).toHaveLength(1);
    const json = tags.jsonLd[0] ?? '';
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Pixel </script><script>alert(1)</script> & more',
      image: ['https://www.example.com/p.svg', 'https://cdn.example/q.svg'],
      offers: { '@type': 'Offer', url: 'https://www.example.com/sales/digital/p.html', price: '1.00' },
      description: '/not/an/address',
    });
  });

  it('its breadcrumbs are a BreadcrumbList: each item in order, on the origin', () => {
    const tags = headTags(
      {
        title: 'Pixel',
        breadcrumbs: [
          { name: 'Shop', path: '/sales/digital/shop.html' },
          { name: 'Pixel', path: '/sales/digital/p.html' },
        ],
      },
      PLACE,
    );
    expect(JSON.parse(tags.jsonLd[0] ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Shop', item: 'https://www.example.com/sales/digital/shop.html' },
        { '@type': 'ListItem', position: 2, name: 'Pixel', item: 'https://www.example.com/sales/digital/p.html' },
      ],
    });
    expect(headTags({ title: 'Plans' }, PLACE).jsonLd).toEqual([]);
  });
});

describe('in the browser, the head follows the page', () => {
  it("replaces the head the server wrote (or the page before) with the page's, leaving the rest", () => {
    document.head.innerHTML = [
      '<meta charset="utf-8">',
      '<meta name="description" content="Old">',
      '<meta property="og:title" content="Old">',
      '<meta name="twitter:card" content="summary">',
      '<link rel="canonical" href="https://www.example.com/old.html">',
      '<link rel="alternate" hreflang="es-US" href="https://espanol.www.example.com/old.html">',
      '<link rel="stylesheet" href="/style.css">',
    ].join('');
    document.head.insertAdjacentHTML('beforeend', '<script type="application/ld+json">{"@type":"Product"}</script>');
    const tags = headTags(
      {
        title: 'Google Pixel 10',
        image: '/p.svg',
        type: 'product',
        structuredData: [{ '@type': 'Product', name: 'Google Pixel 10' }],
      },
      PLACE,
    );
    writeHeadTags(document, tags);
    writeHeadTags(document, tags);
    expect(document.title).toBe('Google Pixel 10 | Carrier');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Google Pixel 10');
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      'https://www.example.com/p.svg',
    );
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(3);
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
    const data = [...document.head.querySelectorAll('script[type="application/ld+json"]')];
    expect(data.map((element) => JSON.parse(element.textContent ?? '') as unknown)).toEqual([
      { '@context': 'https://schema.org', '@type': 'Product', name: 'Google Pixel 10' },
    ]);
  });
});
