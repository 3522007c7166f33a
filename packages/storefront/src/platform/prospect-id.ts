import { isIdValue } from './id-value.js';

/** The prospect id of spec 3.3, kept in session storage under its own name. */
export const PROSPECT_ID_KEY = 'engageUserId';

/**
 * The prospect id (`engageUserId`, spec 3.3) for the session: a link's `engageUserId` parameter (a campaign's
 * e-mail, an ad) is kept in session storage, so it goes on from page to page; without one, the kept id. A value
 * that is not an id is ignored (the kept one stays).
 */
export function keepProspectId(href: string, storage: Pick<Storage, 'getItem' | 'setItem'>): string | undefined {
  const given = new URL(href).searchParams.get(PROSPECT_ID_KEY);
  if (given !== null && isIdValue(given)) {
    storage.setItem(PROSPECT_ID_KEY, given);
    return given;
  }
  const kept = storage.getItem(PROSPECT_ID_KEY);
  return kept !== null && isIdValue(kept) ? kept : undefined;
}
