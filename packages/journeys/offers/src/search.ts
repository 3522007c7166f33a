import { LeadId, LinkCode, QuoteId } from '@carrier/service-contracts';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
/** A value of the query that a contract accepts, else nothing. */
const valid = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) => {
  const raw = text(value)?.trim().toUpperCase();
  return raw !== undefined && schema.safeParse(raw).success ? raw : undefined;
};

/** `leadOffers.html?leadId=LD-…`: a campaign email's lead; anything else is no lead. */
export const parseLeadSearch = (search: Record<string, unknown>): { leadId?: string } => {
  const leadId = valid(LeadId, search['leadId']);
  return leadId ? { leadId } : {};
};

/** `promohubcart.html?promo=OF-…`: a promotion of the hub. */
export const parsePromoSearch = (search: Record<string, unknown>): { promo?: string } => {
  const promo = text(search['promo'])?.trim().toUpperCase();
  return promo && /^OF-[A-Z0-9-]{2,20}$/.test(promo) ? { promo } : {};
};

/** `quotesComparison.html?a=Q-…&b=Q-…`: the two quotes to compare. */
export const parseCompareSearch = (search: Record<string, unknown>): { a?: string; b?: string } => {
  const a = valid(QuoteId, search['a']);
  const b = valid(QuoteId, search['b']);
  return { ...(a ? { a } : {}), ...(b ? { b } : {}) };
};

/** `mylink.html?code=ML-…`: a Specialist's link. A code that is not one is kept as typed, to say so. */
export const parseLinkSearch = (search: Record<string, unknown>): { code?: string } => {
  const code = text(search['code'])?.trim().slice(0, 20);
  return code ? { code: valid(LinkCode, code) ?? code } : {};
};

/** `scanAndGoCart.html?scanngoACC=…` (spec 2.6): an accessory's code scanned in a store. */
export const parseScanSearch = (search: Record<string, unknown>): { scanngoACC?: string } => {
  const code = text(search['scanngoACC'])?.trim().toLowerCase().slice(0, 80);
  return code ? { scanngoACC: code } : {};
};
