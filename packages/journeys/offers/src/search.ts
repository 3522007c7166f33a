// The query's ids by the same patterns as the offers contracts' (`LeadId`, `QuoteId`, `LinkCode`): written here as
// patterns so that the pages' search rules, which load with the store, do not load the contracts.
const LEAD_ID = /^LD-[A-Z0-9]{6}$/;
const QUOTE_ID = /^Q-[A-Z0-9]{8}$/;
const LINK_CODE = /^ML-[A-Z0-9]{6}$/;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
/** A value of the query that matches a pattern (upper-cased), else nothing. */
const valid = (pattern: RegExp, value: unknown) => {
  const raw = text(value)?.trim().toUpperCase();
  return raw !== undefined && pattern.test(raw) ? raw : undefined;
};

/** `leadOffers.html?leadId=LD-…`: a campaign email's lead; anything else is no lead. */
export const parseLeadSearch = (search: Record<string, unknown>): { leadId?: string } => {
  const leadId = valid(LEAD_ID, search['leadId']);
  return leadId ? { leadId } : {};
};

/** `promohubcart.html?promo=OF-…`: a promotion of the hub. */
export const parsePromoSearch = (search: Record<string, unknown>): { promo?: string } => {
  const promo = text(search['promo'])?.trim().toUpperCase();
  return promo && /^OF-[A-Z0-9-]{2,20}$/.test(promo) ? { promo } : {};
};

/** `quotesComparison.html?a=Q-…&b=Q-…`: the two quotes to compare. */
export const parseCompareSearch = (search: Record<string, unknown>): { a?: string; b?: string } => {
  const a = valid(QUOTE_ID, search['a']);
  const b = valid(QUOTE_ID, search['b']);
  return { ...(a ? { a } : {}), ...(b ? { b } : {}) };
};

/** `mylink.html?code=ML-…`: a Specialist's link. A code that is not one is kept as typed, to say so. */
export const parseLinkSearch = (search: Record<string, unknown>): { code?: string } => {
  const code = text(search['code'])?.trim().slice(0, 20);
  return code ? { code: valid(LINK_CODE, code) ?? code } : {};
};

/** `scanAndGoCart.html?scanngoACC=…` (spec 2.6): an accessory's code scanned in a store. */
export const parseScanSearch = (search: Record<string, unknown>): { scanngoACC?: string } => {
  const code = text(search['scanngoACC'])?.trim().toLowerCase().slice(0, 80);
  return code ? { scanngoACC: code } : {};
};
