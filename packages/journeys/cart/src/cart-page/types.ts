import type { Cart } from '@carrier/service-contracts';
import type { CartPageName } from '../cart-rules.js';

/** A line of the cart: its phone, plan, protection and the rest. */
export type CartLine = Cart['lineDetails']['lineInfo'][number];

/** A line just removed, kept so it can be put back, with how the page named it. */
export interface RemovedLine {
  readonly line: CartLine;
  readonly label: string;
  /** The completed trade-in that was on the line: it comes back with it. */
  readonly tradeInNumber?: string | undefined;
}

/** How the cart page's parts change the cart: one change at a time, shown busy by its key. */
export interface CartControls {
  /** The key of the change under way (a line's id, an accessory's, `tradeIn-<line>`, `undo`). */
  readonly busy: string | undefined;
  /** Runs a change to the cart under `key`; resolves whether it went through (its failure is said on the page). */
  readonly change: (key: string, run: () => Promise<Cart>) => Promise<boolean>;
  readonly pageName: CartPageName;
}
