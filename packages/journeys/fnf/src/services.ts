import type { HttpClient } from '@carrier/http-client';
import {
  NUMBER_PAGE_LABEL_KEYS,
  PROMO_PAGE_LABEL_KEYS,
  buildPortInEligibilityRequest,
  buildPromoValidationRequest,
  classifyPromoResponse,
  evaluatePortInEligibility,
  type NumberPageLabels,
  type PortInEligibility,
  type PromoAnswer,
  type PromoPageLabels,
} from '@carrier/fnf-validation';
import {
  PortInEligibilityResponse,
  ValidPromoContent,
  ValidateFnfRedemptionCodeResponse,
  check,
  type Contract,
} from '@carrier/service-contracts';
import type { ServiceErrorAction } from '@carrier/error-catalogue';
import { MalformedResponseError, type ErrorReporting, type Language } from '@carrier/storefront/kit';

/** The labels of both Friends and Family pages, as checked from the content service. */
export interface FnfContent {
  readonly promoPage: PromoPageLabels;
  readonly numberPage: NumberPageLabels;
}

/** The content service answered, but not with the labels the pages need. */
export class MalformedContentError extends Error {
  override readonly name = 'MalformedContentError';
}

/**
 * A failed call whose error called for more than a message (spec 8.4): the store is already leaving the
 * page (logout, scheduled-order page, cart fallback, reload), so the page changes nothing.
 */
export interface TakenOver {
  readonly takenOver?: Exclude<ServiceErrorAction['type'], 'notify'>;
}

/** The Friends and Family calls of spec 7.3, with answers already read by the rules package. */
export interface FnfServices {
  loadContent(language: Language, signal?: AbortSignal): Promise<FnfContent>;
  validatePromo(code: string): Promise<PromoAnswer & TakenOver>;
  checkPortIn(phone: string): Promise<PortInEligibility & TakenOver>;
}

function pickLabels<K extends string>(
  section: Record<string, string>,
  keys: readonly K[],
): Record<K, string> | undefined {
  const picked = {} as Record<K, string>;
  for (const key of keys) {
    const value = section[key];
    if (typeof value !== 'string') return undefined;
    picked[key] = value;
  }
  return picked;
}

export interface FnfServicesOptions {
  /** The carrier services client. */
  readonly services: HttpClient;
  /** The content service client. */
  readonly content: HttpClient;
  readonly errors: ErrorReporting;
}

/** Builds the Friends and Family calls over the store's clients. */
export function createFnfServices({ services, content, errors }: FnfServicesOptions): FnfServices {
  /**
   * Posts to a service, checks the answer against its contract at the boundary, and reads it. A failed call
   * or a malformed answer is reported and handled, and becomes `failed`.
   */
  async function post<T extends object>(
    path: string,
    body: unknown,
    contract: Contract<unknown>,
    read: (answer: unknown) => T,
    failed: T,
  ): Promise<T | (T & TakenOver)> {
    let answer: unknown;
    try {
      answer = await services.post(path, body);
    } catch (error) {
      const action = errors.handleServiceError(error);
      return action.type === 'notify' ? failed : { ...failed, takenOver: action.type };
    }
    const checked = check(contract, answer);
    if (!checked.ok) {
      errors.report(new MalformedResponseError(path, checked.message));
      return failed;
    }
    return read(checked.value);
  }

  return {
    async loadContent(language, signal) {
      let answer: unknown;
      try {
        answer = await content.get('services-v1/validPromo.model.json', {
          query: { lang: language },
          ...(signal ? { signal } : {}),
        });
      } catch (error) {
        if (!signal?.aborted) errors.report(error);
        throw error;
      }
      const checked = check(ValidPromoContent, answer);
      const promoPage = checked.ok ? pickLabels(checked.value.promoPage, PROMO_PAGE_LABEL_KEYS) : undefined;
      const numberPage = checked.ok ? pickLabels(checked.value.numberPage, NUMBER_PAGE_LABEL_KEYS) : undefined;
      if (!promoPage || !numberPage) {
        const error = new MalformedContentError(
          `validPromo content is malformed: ${checked.ok ? 'a label is missing' : checked.message}`,
        );
        errors.report(error);
        throw error;
      }
      return { promoPage, numberPage };
    },

    validatePromo: (code) =>
      post(
        'plansservice/nse/validateFnfRedemptionCode',
        buildPromoValidationRequest(code),
        ValidateFnfRedemptionCodeResponse,
        classifyPromoResponse,
        {
          valid: false,
          error: 'SYSTEM_ERROR',
        },
      ),

    checkPortIn: (phone) =>
      post(
        'assignmtnservice/nse/portin-eligibility',
        buildPortInEligibilityRequest(phone),
        PortInEligibilityResponse,
        evaluatePortInEligibility,
        {
          eligible: false,
          error: 'SYSTEM_ERROR',
        },
      ),
  };
}
