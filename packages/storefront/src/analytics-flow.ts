import { flowLabel, type FlowState } from '@carrier/analytics-tagger';
import type { Cart } from '@carrier/service-contracts';

/** What a cart's intent says of the flow (the cart's `cartInfo.intendType`). */
const INTENT_FLOW: Record<string, Partial<FlowState>> = {
  NAO: { newAccount: true },
  NSE: { prospect: true },
  NSEACC: { prospect: true },
  // A signed-in customer's new line with their own phone: a new service order (spec 3.5, 4.9).
  NSO: { newServiceOrder: true },
  AAL: { newServiceOrder: true },
  buySim: { byod: true },
};

/** What a journey's own state says of the flow: the test drive's onboarding or the test drive itself, a trade-in. */
export type JourneyFlow = Pick<Partial<FlowState>, 'trialOnboard' | 'testDrive' | 'tradeIn'>;

/**
 * The analytics flow and subflow of a page (spec 4.9), from the store's state: who the visitor is, and, on the
 * pages that read it, what the cart holds and is for.
 */
export function pageFlow(input: {
  readonly visitor: { readonly prospect: boolean };
  /** The page is one of the express cart and checkout (its manifest row's `express`). */
  readonly express?: boolean;
  readonly cart?: Pick<Cart, 'cartHasOnlyAccessories' | 'cartInfo' | 'lineDetails'> | undefined;
  readonly journey?: JourneyFlow;
}): ReturnType<typeof flowLabel> {
  const { cart } = input;
  return flowLabel({
    ...input.journey,
    prospect: input.visitor.prospect,
    express: input.express === true,
    ...(cart
      ? {
          ...INTENT_FLOW[cart.cartInfo.intendType],
          accessoriesOnly: cart.cartHasOnlyAccessories && cart.cartInfo.itemCount > 0,
          tradeIn: cart.lineDetails.tradeInDetail.tradeInItems.length > 0,
          // A trade-in taken as an instant credit is the "instant" subflow.
          instantCredit: cart.lineDetails.tradeInDetail.tradeInItems.some((item) => item.credit?.kind === 'instant'),
        }
      : {}),
  });
}
