import * as z from 'zod/mini';
import { ServiceHeader } from './common.js';

// The carrier's credit card (spec 2.2's credit-card landing pages): what the card gives, and a pre-qualification
// that is a soft look at the applicant's credit (no Social Security number, no effect on their score).

const answer = <T extends z.ZodMiniType>(data: T) => z.object({ serviceHeader: ServiceHeader, data });

/** A pre-qualification's id: `PQ` and ten letters or digits. */
export const PrequalId = z.string().check(z.regex(/^PQ[A-Z0-9]{10}$/, 'is not a pre-qualification id'));
const Name = z.string().check(z.minLength(1, 'is required'), z.maxLength(40));

/** Answer of GET `{base}/creditcardservice/card/product`: the card, its issuer, its rewards and its rates. */
export const CreditCardProductResponse = answer(
  z.object({
    name: z.string(),
    issuer: z.string(),
    annualFee: z.number(),
    /** Off the customer's monthly phone bill while it is paid with the card, a month, in dollars. */
    billCredit: z.number(),
    /** What each dollar spent earns back, by where it is spent (percent). */
    rewards: z.array(z.object({ percent: z.number(), where: z.string() })),
    /** The purchase APR range the card's offers fall in (percent). */
    apr: z.object({ low: z.number(), high: z.number() }),
    /** The card's picture: a path on the store's image host (an address elsewhere is not drawn). */
    image: z.optional(z.string()),
  }),
);
export type CreditCardProduct = z.infer<typeof CreditCardProductResponse>['data'];

/** Payload of POST `{base}/creditcardservice/card/prequalify`: who asks, where they live and what they earn. */
export const CreditCardPrequalifyRequest = z.object({
  firstName: Name,
  lastName: Name,
  line1: z.string().check(z.minLength(1, 'is required'), z.maxLength(80)),
  zip: z.string().check(z.regex(/^\d{5}$/, 'must be 5 digits')),
  /** A year's income before tax, in whole dollars. */
  annualIncome: z.number().check(z.int(), z.minimum(0), z.maximum(10_000_000)),
  /** The applicant agrees to the soft look at their credit. */
  consent: z.literal(true),
});
export type CreditCardPrequalifyRequest = z.infer<typeof CreditCardPrequalifyRequest>;

/** A state whose law asks for its own disclosure before an offer is shown (Maine), and whether it was read. */
export const StateDisclosure = z.object({
  state: z.string(),
  version: z.string(),
  title: z.string(),
  body: z.array(z.string()),
  acknowledged: z.boolean(),
});

/** A pre-qualification's answer: an offer, or why there is none. */
export const CreditCardPrequalification = z.object({
  prequalId: PrequalId,
  decision: z.enum(['eligible', 'ineligible']),
  /** The state of the applicant's ZIP code. */
  state: z.string(),
  stateDisclosure: z.nullable(StateDisclosure),
  offer: z.nullable(
    z.object({
      creditLine: z.number(),
      /** The purchase APR of this offer (percent). */
      apr: z.number(),
      /** The last day the offer may be taken up (YYYY-MM-DD). */
      expiresOn: z.string(),
      /** Where the issuer's application continues, with the pre-qualification carried over. */
      applyUrl: z.string(),
    }),
  ),
  /** Why there is no offer, in the site's language (the adverse-action reasons). */
  reasons: z.array(z.string()),
});
export type CreditCardPrequalification = z.infer<typeof CreditCardPrequalification>;

export const CreditCardPrequalificationResponse = answer(CreditCardPrequalification);

/** Payload of POST `{base}/creditcardservice/card/prequalification`: this browser's pre-qualification, read again. */
export const CreditCardPrequalificationRequest = z.object({ prequalId: PrequalId });

/** Payload of POST `{base}/creditcardservice/card/disclosure`: the state's disclosure read, in this version. */
export const CreditCardDisclosureRequest = z.object({
  prequalId: PrequalId,
  version: z.string().check(z.maxLength(20)),
});
