import type { CheckedPhone } from './deps.js';

/** The verdicts the compatibility service answers (a kept check with another one is no check). */
const VERDICTS: readonly string[] = ['COMPATIBLE', 'ESIM_ONLY', 'LOCKED', 'INCOMPATIBLE'];

/** Reads a kept phone; anything that is not one (another version, a hand-edited storage) is none. */
export function readCheckedPhone(raw: string | null): CheckedPhone | undefined {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<CheckedPhone> | null;
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
