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
import { serviceCalls } from '@carrier/storefront/kit';

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
  const { get, post } = serviceCalls(services, 'tradeinservice/tradein');
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
    complete: (request, idempotencyKey) => post('complete', request, TradeInResponse, idempotencyKey),
    read: (tradeInNumber) => post('read', { tradeInNumber }, TradeInResponse),
  };
}
