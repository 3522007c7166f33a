import { expect } from 'vitest';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Asserts that none of `secrets` is in what the sandbox kept (`kept`, serialized as JSON). A secret counts where it
 * stands on its own, not where it is part of a longer run of letters and digits: a PIN `2580` stored as a value, or as
 * `PIN 2580`, is found; an order number `PP35258016` or an id `…e2580b…` that holds those digits by chance is not.
 */
export function expectNoSecret(kept: unknown, secrets: readonly string[]): void {
  const text = typeof kept === 'string' ? kept : JSON.stringify(kept);
  for (const secret of secrets) {
    const alone = new RegExp(`(?<![0-9A-Za-z])${escape(secret)}(?![0-9A-Za-z])`);
    expect(text, `kept: ${secret}`).not.toMatch(alone);
  }
}
