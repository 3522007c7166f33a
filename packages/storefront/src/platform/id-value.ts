/**
 * Whether a value from the page's address looks like an id: letters, digits, `-` and `_`, at most 64. Only such a
 * value is sent on in a header (`srcCode` as `entryPoint`, `engageUserId` as `visitorId`) or kept.
 */
export const isIdValue = (value: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(value);
