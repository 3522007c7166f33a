import { describe, expect, it } from 'vitest';
import {
  FAVORITES_COOKIE_MAX,
  FAVORITES_STORAGE_KEY,
  cookieFavoritesStorage,
  decodeFavorites,
  encodeFavorites,
  type Favorite,
} from '../favorites.js';

/** A browser's cookie jar for one host, as `document.cookie` behaves: the value of each cookie by name. */
function jar() {
  const cookies = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    read: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    write(assignment: string) {
      written.push(assignment);
      const [pair = '', ...attributes] = assignment.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.some((a) => a === 'max-age=0')) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
}

const SAVED: Favorite[] = [
  { id: 'google-pixel-10', kind: 'device', addedAt: 1_764_000_000_000 },
  { id: 'voltaline-usb-c-to-usb-c-cable-1-m', kind: 'accessory', addedAt: 1_763_000_000_000 },
];

describe('a prospect’s favorites in a cookie the site’s English and Spanish hosts share', () => {
  it('are written compactly and read back as they were', () => {
    const value = encodeFavorites(SAVED);
    expect(value).toMatch(/^d[0-9a-z]+\.google-pixel-10~a[0-9a-z]+\.voltaline-usb-c-to-usb-c-cable-1-m$/);
    expect(decodeFavorites(value)).toEqual(SAVED);
  });

  it('keep the newest when they would not fit in a cookie, and drop what is malformed', () => {
    const many = Array.from({ length: 50 }, (_, i) => ({
      id: `kyocera-duraxv-extreme-plus-rugged-case-${i}`,
      kind: 'accessory' as const,
      addedAt: 1_764_000_000_000 - i,
    }));
    const value = encodeFavorites(many);
    expect(value.length).toBeLessThanOrEqual(FAVORITES_COOKIE_MAX);
    expect(decodeFavorites(value)[0]?.id).toBe(many[0]?.id);
    expect(decodeFavorites('d1.UPPER~x1.nope~a.no-time~dzz.ok-id')).toEqual([
      { id: 'ok-id', kind: 'device', addedAt: Number.parseInt('zz', 36) },
    ]);
  });

  it('go on the shared domain, and favorites a browser kept before in its storage are read until the first save', () => {
    const cookies = jar();
    const legacy = new Map([[FAVORITES_STORAGE_KEY, JSON.stringify(SAVED)]]);
    const local = {
      getItem: (k: string) => legacy.get(k) ?? null,
      setItem: (k: string, v: string) => void legacy.set(k, v),
      removeItem: (k: string) => void legacy.delete(k),
    };
    const storage = cookieFavoritesStorage(cookies, { domain: 'store.localhost', legacy: local });
    expect(JSON.parse(storage.getItem(FAVORITES_STORAGE_KEY) ?? '[]')).toEqual(SAVED);
    storage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(SAVED.slice(0, 1)));
    expect(cookies.written.at(-1)).toContain('; domain=store.localhost');
    expect(legacy.size).toBe(0);
    expect(JSON.parse(storage.getItem(FAVORITES_STORAGE_KEY) ?? '[]')).toEqual(SAVED.slice(0, 1));
    storage.removeItem(FAVORITES_STORAGE_KEY);
    expect(storage.getItem(FAVORITES_STORAGE_KEY)).toBeNull();
  });
});
