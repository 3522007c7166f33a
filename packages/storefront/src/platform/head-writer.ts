import { headTags, type HeadPlace, type HeadTags, type PageHead } from '../page-head.js';

/** The elements of a document's head that `headTags` makes: what a page's head replaces when the page changes. */
const HEAD_SELECTOR = [
  'meta[name="description"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'script[type="application/ld+json"]',
].join(',');

/** Writes `tags` into `document`'s head, in place of the ones a page before wrote (or the server did). */
export function writeHeadTags(document: Document, tags: HeadTags): void {
  document.title = tags.title;
  for (const element of document.head.querySelectorAll(HEAD_SELECTOR)) element.remove();
  for (const { name, property, content } of tags.meta) {
    const meta = document.createElement('meta');
    if (name !== undefined) meta.name = name;
    if (property !== undefined) meta.setAttribute('property', property);
    meta.content = content;
    document.head.append(meta);
  }
  for (const { rel, href, hreflang } of tags.links) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (hreflang !== undefined) link.hreflang = hreflang;
    document.head.append(link);
  }
  // Data, never run: the element's type is JSON-LD, and its text is set as text.
  for (const json of tags.jsonLd) {
    const data = document.createElement('script');
    data.type = 'application/ld+json';
    data.textContent = json;
    document.head.append(data);
  }
}

/** The page's head, as the page says it and where it is, written into `document`. */
export const writePageHead = (document: Document, head: PageHead, place: HeadPlace): void =>
  writeHeadTags(document, headTags(head, place));
