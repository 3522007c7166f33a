import type { PrepaidPhone } from '@carrier/service-contracts';

/** The lowest price of a phone (its smallest storage). */
export const fromPrice = (phone: PrepaidPhone) => Math.min(...phone.skus.map((s) => s.price));
