/**
 * The href when it is safe to put in a link: http(s), mailto, tel, or a path on this site. Anything else
 * (`javascript:`, `data:`, protocol-relative `//host`, or such a scheme hidden by tabs and newlines, which
 * browsers strip) gives `undefined`, so the link renders as plain text.
 */
export function safeHref(href: string | undefined): string | undefined {
  // Browsers drop tabs and newlines anywhere in a URL, and control characters and spaces at its start.
  // eslint-disable-next-line no-control-regex
  const url = (href ?? '').replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  if (url === '' || url.startsWith('//') || url.startsWith('\\')) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return /^(?:https?|mailto|tel):/i.test(url) ? url : undefined;
  return url;
}

/**
 * The src when it is safe for an `<img>`: what `safeHref` allows, or an inline picture (`data:image/…`),
 * which an image element never runs.
 */
export function safeImageSrc(src: string | undefined): string | undefined {
  const trimmed = (src ?? '').trim();
  if (/^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,]/i.test(trimmed)) return trimmed;
  return safeHref(src);
}
