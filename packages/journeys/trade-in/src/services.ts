import type { HttpClient } from '@carrier/http-client';
import {
  TradeInAppraiseResponse,
  TradeInCreditOptionsResponse,
  TradeInDevicesResponse,
  TradeInDocumentsResponse,
  TradeInDropOffResponse,
  TradeInResponse,
  TradeInValidateResponse,
  type TradeIn,
  type TradeInAppraisal,
  type TradeInCatalogue,
  type TradeInCompleteRequest,
  type TradeInCreditOption,
  type TradeInDocuments,
  type TradeInStore,
} from '@carrier/service-contracts';
import type { ConditionAnswers } from '@carrier/trade-in-rules';
import { checked } from '@carrier/storefront/kit';

/** The phone a trade-in is for: by its IMEI, or by make, model and storage. */
export type PhoneQuery =
  { readonly imei: string } | { readonly make: string; readonly model: string; readonly storageGb: number };

/** A phone the service recognised: a trade-in begun, with the model's value in good condition (dollars). */
export interface ValidatedPhone {
  readonly tradeInId: string;
  readonly make: string;
  readonly model: string;
  readonly storageGb: number;
  readonly goodValue: number;
}

/** The calls of the trade-in pages (the trade-in service), each answer checked by its contract. */
export interface TradeInServices {
  devices(): Promise<TradeInCatalogue>;
  validate(phone: PhoneQuery): Promise<ValidatedPhone>;
  appraise(tradeInId: string, answers: ConditionAnswers): Promise<TradeInAppraisal>;
  creditOptions(tradeInId: string, deviceId?: string): Promise<readonly TradeInCreditOption[]>;
  dropOffStores(zip: string): Promise<readonly TradeInStore[]>;
  documents(): Promise<TradeInDocuments>;
  /** Completes the trade-in; the same `idempotencyKey` always answers the same trade-in. */
  complete(request: TradeInCompleteRequest, idempotencyKey: string): Promise<TradeIn>;
  read(tradeInNumber: string): Promise<TradeIn>;
}

/** The trade-in calls over the carrier client. */
export function createTradeInServices(services: HttpClient): TradeInServices {
  const api = 'tradeinservice/tradein';
  const post = async <T>(
    name: string,
    body: unknown,
    contract: Parameters<typeof checked<{ data: T }>>[1],
    headers?: Record<string, string>,
  ) => {
    const path = `${api}/${name}`;
    // Only a call with its idempotency key may be sent again (spec 7.3's retry policy).
    const answer = await services.post(path, body, headers ? { headers, retry: { urls: [path] } } : {});
    return checked(path, contract, answer).data;
  };
  const get = async <T>(name: string, contract: Parameters<typeof checked<{ data: T }>>[1]) => {
    const path = `${api}/${name}`;
    return checked(path, contract, await services.get(path)).data;
  };
  return {
    devices: async () => (await get('devices', TradeInDevicesResponse)).makes,
    async validate(phone) {
      const found = await post('validateDevice', phone, TradeInValidateResponse);
      if (!found.tradeInId || found.goodValue === undefined) throw new Error('validateDevice began no trade-in');
      return {
        tradeInId: found.tradeInId,
        make: found.make,
        model: found.model,
        storageGb: found.storageGb,
        goodValue: found.goodValue,
      };
    },
    appraise: (tradeInId, answers) => post('appraise', { tradeInId, answers }, TradeInAppraiseResponse),
    creditOptions: async (tradeInId, deviceId) =>
      (await post('creditOptions', { tradeInId, ...(deviceId ? { deviceId } : {}) }, TradeInCreditOptionsResponse))
        .options,
    dropOffStores: async (zip) => (await post('dropOffStores', { zip }, TradeInDropOffResponse)).stores,
    documents: () => get('documents', TradeInDocumentsResponse),
    complete: (request, idempotencyKey) =>
      post('complete', request, TradeInResponse, { 'Idempotency-Key': idempotencyKey }),
    read: (tradeInNumber) => post('read', { tradeInNumber }, TradeInResponse),
  };
}
