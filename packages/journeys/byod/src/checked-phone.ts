import { keptValue } from '@carrier/storefront/kit';
import type { CheckedPhone } from './deps.js';

/** The verdicts the compatibility service answers (a kept check with another one is no check). */
const VERDICTS: readonly string[] = ['COMPATIBLE', 'ESIM_ONLY', 'LOCKED', 'INCOMPATIBLE'];

/** Reads a kept phone; anything that is not one (another version, a hand-edited storage) is none. */
export function readCheckedPhone(kept: unknown): CheckedPhone | undefined {
  try {
    const value = (kept && typeof kept === 'object' ? kept : null) as Partial<CheckedPhone> | null;
    const check = value?.check;
    const device = check?.device;
    if (!check || !device || typeof device.id !== 'string' || typeof device.make !== 'string') return undefined;
    if (typeof device.model !== 'string' || !Array.isArray(device.sims) || !VERDICTS.includes(check.verdict))
      return undefined;
    const imei = typeof value.imei === 'string' && /^\d{15}$/.test(value.imei) ? value.imei : undefined;
    return { check, ...(imei ? { imei } : {}) };
  } catch {
    return undefined;
  }
}

/**
 * The phone the customer checked (none: `null`), kept for the visit in session storage: it survives a reload and
 * the back button; a storage that keeps nothing leaves the result page asking to check again.
 */
export const checkedPhoneAtom = keptValue('byodPhone', (kept) => readCheckedPhone(kept) ?? null);
