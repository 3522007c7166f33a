import { createCarrierHttpClient, createContentHttpClient, isHttpError, type HttpClient } from '@carrier/http-client';
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
import { ValidPromoContent, check, type ClientLogRecord } from '@carrier/service-contracts';
import type { Language, Site } from './site.js';

/** The labels of both Friends and Family pages, as checked from the content service. */
export interface FnfContent {
  readonly promoPage: PromoPageLabels;
  readonly numberPage: NumberPageLabels;
}

/** A call failed before it gave a usable answer; `record` is what was logged. */
export class ServiceUnavailableError extends Error {
  override readonly name = 'ServiceUnavailableError';
}

/** The Friends and Family calls of spec 7.3, with answers already read by the rules package. */
export interface FnfServices {
  loadContent(language: Language, signal?: AbortSignal): Promise<FnfContent>;
  validatePromo(code: string): Promise<PromoAnswer & { readonly failure?: string }>;
  checkPortIn(phone: string): Promise<PortInEligibility & { readonly failure?: string }>;
  log(record: ClientLogRecord): Promise<void>;
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
  readonly site: Site;
  readonly pageUrl: () => string;
  readonly pageName: string;
  readonly flowName: string;
  readonly fetch?: typeof globalThis.fetch;
}

/** Builds the Friends and Family calls over the carrier's HTTP client. */
export function createFnfServices(options: FnfServicesOptions): FnfServices {
  const fetchOption = options.fetch ? { fetch: options.fetch } : {};
  const services: HttpClient = createCarrierHttpClient({ context: () => ({ channelId: options.site.channelId }), ...fetchOption });
  const content: HttpClient = createContentHttpClient(fetchOption);

  const log: FnfServices['log'] = async (record) => {
    // The log service is best effort: its failures are ignored (spec 7.3).
    await services.post('peripheralsservice/nse/jsNotifyAsDynamic', record).catch(() => undefined);
  };

  const logFailure = (error: unknown, serviceUrl: string): string => {
    const message = error instanceof Error ? error.message : String(error);
    void log({
      messageType: 'ERROR',
      eventType: 'serviceError',
      subEventType: isHttpError(error) ? error.kind : 'unknown',
      errorType: 'S',
      errorMessage: message,
      serviceUrl,
      method: 'POST',
      statusCode: isHttpError(error) ? String(error.status) : '0',
      pageUrl: options.pageUrl(),
      pageName: options.pageName,
      flowName: options.flowName,
    });
    return message;
  };

  /** Posts to a service and reads its answer; a call that fails is logged and becomes `failed`'s result. */
  async function post<T>(
    path: string,
    body: unknown,
    read: (answer: unknown) => T,
    failed: (failure: string) => T,
  ): Promise<T> {
    let answer: unknown;
    try {
      answer = await services.post(path, body);
    } catch (error) {
      return failed(logFailure(error, path));
    }
    return read(answer);
  }

  return {
    async loadContent(language, signal) {
      const answer = await content.get('services-v1/validPromo.model.json', {
        query: { lang: language },
        ...(signal ? { signal } : {}),
      });
      const checked = check(ValidPromoContent, answer);
      const promoPage = checked.ok ? pickLabels(checked.value.promoPage, PROMO_PAGE_LABEL_KEYS) : undefined;
      const numberPage = checked.ok ? pickLabels(checked.value.numberPage, NUMBER_PAGE_LABEL_KEYS) : undefined;
      if (!promoPage || !numberPage) {
        const reason = checked.ok ? 'a label is missing' : checked.message;
        logFailure(
          new Error(`validPromo content is malformed: ${reason}`),
          'content/vcg/services-v1/validPromo.model.json',
        );
        throw new ServiceUnavailableError(`validPromo content is malformed: ${reason}`);
      }
      return { promoPage, numberPage };
    },

    validatePromo: (code) =>
      post(
        'plansservice/nse/validateFnfRedemptionCode',
        buildPromoValidationRequest(code),
        classifyPromoResponse,
        (failure) => ({
          valid: false,
          error: 'SYSTEM_ERROR',
          failure,
        }),
      ),

    checkPortIn: (phone) =>
      post(
        'assignmtnservice/nse/portin-eligibility',
        buildPortInEligibilityRequest(phone),
        evaluatePortInEligibility,
        (failure) => ({
          eligible: false,
          error: 'SYSTEM_ERROR',
          failure,
        }),
      ),

    log,
  };
}
