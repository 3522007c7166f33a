import { randomInt, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { storeCookie } from './cookies.js';

/** Letters and digits that cannot be read as one another (no I, O, 0 or 1). */
const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new id of the services' records: a prefix and `length` letters or digits (`TD7K2P9QX4AB`). */
export function newRecordId(prefix: string, length: number): string {
  return `${prefix}${Array.from({ length }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('')}`;
}

/** The cookie that names a browser to its quotes, its orders of home internet and its store visits (HttpOnly). */
export const BROWSER_COOKIE = 'sandboxBrowser';

/** This browser's id, given once (kept in an HttpOnly cookie). */
export function browserOwner(c: Context): string {
  const kept = getCookie(c, BROWSER_COOKIE);
  if (kept && /^[0-9a-f-]{36}$/.test(kept)) return kept;
  const id = randomUUID();
  storeCookie(c, BROWSER_COOKIE, id, { httpOnly: true, sameSite: 'Lax', maxAge: 365 * 24 * 60 * 60 });
  return id;
}
