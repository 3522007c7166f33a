import type { HttpClient } from '@carrier/http-client';
import {
  CreditCardPrequalificationResponse,
  CreditCardProductResponse,
  type CreditCardPrequalification,
  type CreditCardPrequalifyRequest,
  type CreditCardProduct,
} from '@carrier/service-contracts';
import { serviceCalls } from '@carrier/storefront/kit';

/** The calls of the credit card's pages (the credit-card service), each answer checked by its contract. */
export interface CreditCardServices {
  product(): Promise<CreditCardProduct>;
  /** A soft look at the applicant's credit: an offer or the reasons there is none (the service keeps its answer). */
  prequalify(application: CreditCardPrequalifyRequest): Promise<CreditCardPrequalification>;
  /** This browser's pre-qualification, read again. */
  prequalification(prequalId: string): Promise<CreditCardPrequalification>;
  /** The state's disclosure read, in its version. */
  acknowledge(prequalId: string, version: string): Promise<CreditCardPrequalification>;
}

/** The credit card's calls over the carrier client. */
export function createCreditCardServices(services: HttpClient): CreditCardServices {
  const { get, post } = serviceCalls(services, 'creditcardservice/card');
  return {
    product: () => get('product', CreditCardProductResponse),
    prequalify: (application) => post('prequalify', application, CreditCardPrequalificationResponse),
    prequalification: (prequalId) => post('prequalification', { prequalId }, CreditCardPrequalificationResponse),
    acknowledge: (prequalId, version) => post('disclosure', { prequalId, version }, CreditCardPrequalificationResponse),
  };
}
