/** What a trade-in is for, from its entry's query (`?device=google-pixel-10&line=L1`), when they are ones. */
export function parseForSearch(search: Record<string, unknown>): { device?: string; line?: string } {
  const device = search['device'];
  const line = search['line'];
  return {
    ...(typeof device === 'string' && /^[a-z0-9][a-z0-9-]{0,79}$/.test(device) ? { device } : {}),
    ...(typeof line === 'string' && /^L\d{1,3}$/.test(line) ? { line } : {}),
  };
}

/**
 * A completed trade-in's number, from the confirmation's query (`?tradeInNumber=TR12345678`), when it is one; and
 * `cart=failed` when the trade-in could not be put on its cart line.
 */
export function parseConfirmationSearch(search: Record<string, unknown>): {
  tradeInNumber?: string;
  cart?: 'failed';
} {
  const raw = search['tradeInNumber'];
  return {
    ...(typeof raw === 'string' && /^TR\d{8}$/.test(raw) ? { tradeInNumber: raw } : {}),
    ...(search['cart'] === 'failed' ? { cart: 'failed' as const } : {}),
  };
}
