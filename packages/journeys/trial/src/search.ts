/** The plan a details page names in its query (`?plan=PLAN-UNL-PLUS`), when it is one. */
export function parsePlanSearch(search: Record<string, unknown>): { plan?: string } {
  const plan = search['plan'];
  return typeof plan === 'string' && /^[A-Z0-9-]{1,40}$/.test(plan) ? { plan } : {};
}

/** The reason a device error page names in its query (`?reason=DEVICE_LOCKED`), when it is one. */
export function parseReasonSearch(search: Record<string, unknown>): { reason?: string } {
  const reason = search['reason'];
  return typeof reason === 'string' && /^[A-Z_]{1,40}$/.test(reason) ? { reason } : {};
}
