import { describe, expect, it } from 'vitest';
import { safeHref, safeImageSrc } from './safeHref.js';

describe('safeHref', () => {
  it.each([
    '/smartphones',
    'cart.html',
    '../x',
    '#main',
    '?page=2',
    'https://apps.apple.com/x',
    'tel:18005551234',
    'mailto:a@b.c',
  ])('keeps %s', (href) => expect(safeHref(href)).toBe(href));
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:x',
    'java\nscript:x',
    '\u0001javascript:x',
    'data:text/html,x',
    '//evil.example',
    '\\\\evil',
    '',
    undefined,
  ])('drops %j', (href) => expect(safeHref(href)).toBeUndefined());
});

describe('safeImageSrc', () => {
  it('allows inline pictures and safe addresses, nothing else', () => {
    expect(safeImageSrc('data:image/svg+xml,%3Csvg%3E')).toBe('data:image/svg+xml,%3Csvg%3E');
    expect(safeImageSrc('/images/p.svg')).toBe('/images/p.svg');
    expect(safeImageSrc('data:text/html,x')).toBeUndefined();
    expect(safeImageSrc('javascript:x')).toBeUndefined();
  });
});
