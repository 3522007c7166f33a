import type { HttpClient } from '@carrier/http-client';
import {
  ActivationZipResponse,
  ByodCheckResponse,
  PrepaidCartResponse,
  PrepaidLinesResponse,
  PrepaidOrderResponse,
  PrepaidPhoneResponse,
  PrepaidPhonesResponse,
  PrepaidPlanChangeResponse,
  PrepaidPlansResponse,
  RpsQuoteResponse,
  RpsRetailerResponse,
  type ActivationArea,
  type Amounts,
  type ByodCheck,
  type PrepaidCart,
  type PrepaidLine,
  type PrepaidOrder,
  type PrepaidPhone,
  type PrepaidPlan,
  type PrepaidPlanChange,
  type PrepaidSimType,
  type PrepaidSubmitRequest,
  type RpsActivateRequest,
  type RpsRetailer,
} from '@carrier/service-contracts';
import { checked, serviceCalls } from '@carrier/storefront/kit';

/** The channel of a retail partner's sale (spec 3.5). */
export const RPS_CHANNEL = 'VZW-RPS';

/** The calls of the prepaid store (the prepay service), each answer checked by its contract. */
export interface PrepaidServices {
  phones(): Promise<readonly PrepaidPhone[]>;
  phone(deviceId: string): Promise<PrepaidPhone>;
  plans(): Promise<{ readonly plans: readonly PrepaidPlan[]; readonly simKitPrice: number }>;
  cart(): Promise<PrepaidCart>;
  addPhone(sku: string): Promise<PrepaidCart>;
  /** A SIM for the customer's own phone; with the IMEI it was checked by, the service checks it takes that SIM. */
  addSim(simType: PrepaidSimType, imei?: string): Promise<PrepaidCart>;
  choosePlan(planId: string): Promise<PrepaidCart>;
  autopay(on: boolean): Promise<PrepaidCart>;
  remove(part: 'item' | 'plan'): Promise<PrepaidCart>;
  /**
   * Where a ZIP activates; one outside the coverage area fails with `ZIP_OUTSIDE_COVERAGE`, one where there are no
   * numbers yet with `NO_NUMBERS_FOR_ZIP`.
   */
  activationZip(zip: string): Promise<ActivationArea>;
  /**
   * Keeps the activation ZIP with the cart, which then comes to its sales tax where the line is activated; refused as
   * `activationZip` is.
   */
  activateIn(zip: string): Promise<PrepaidCart>;
  /** Places the cart's order; the same `idempotencyKey` always answers the same order. */
  submit(request: PrepaidSubmitRequest, idempotencyKey: string): Promise<PrepaidOrder>;
  order(orderNumber: string): Promise<PrepaidOrder>;
  /** A signed-in prepaid customer's lines. */
  lines(): Promise<readonly PrepaidLine[]>;
  changePlan(mdn: string, planId: string, idempotencyKey: string): Promise<PrepaidPlanChange>;
  /** Whether the customer's own phone works here (the device-compatibility service), by its IMEI. */
  checkPhone(imei: string): Promise<ByodCheck>;
  retailer(code: string): Promise<RpsRetailer>;
  /** What a retail partner's activation of this phone comes to with this plan. */
  rpsQuote(imei: string, planId: string, autopay: boolean): Promise<Amounts>;
  /** A retail partner's activation, sent on channel `VZW-RPS`; once per key. */
  rpsActivate(request: RpsActivateRequest, idempotencyKey: string): Promise<PrepaidOrder>;
}

export function createPrepaidServices(services: HttpClient): PrepaidServices {
  const { get, post } = serviceCalls(services, 'prepayservice');
  const cart = (name: string, body: unknown) => post(name, body, PrepaidCartResponse).then((d) => d.cart);
  return {
    phones: () => get('nse/devices', PrepaidPhonesResponse).then((d) => d.phones),
    phone: (deviceId) => get(`nse/devices/${encodeURIComponent(deviceId)}`, PrepaidPhoneResponse).then((d) => d.phone),
    plans: () => get('nse/plans', PrepaidPlansResponse),
    cart: () => get('cart', PrepaidCartResponse).then((d) => d.cart),
    addPhone: (sku) => cart('cart/phone', { sku }),
    addSim: (simType, imei) => cart('cart/sim', { simType, ...(imei ? { imei } : {}) }),
    choosePlan: (planId) => cart('cart/plan', { planId }),
    autopay: (on) => cart('cart/autopay', { autopay: on }),
    remove: (part) => cart('cart/remove', { part }),
    activationZip: (zip) => post('activation/zip', { zip }, ActivationZipResponse),
    activateIn: (zip) => cart('cart/activation', { zip }),
    submit: (request, key) => post('checkout/submit', request, PrepaidOrderResponse, key).then((d) => d.order),
    order: (orderNumber) => post('order', { orderNumber }, PrepaidOrderResponse).then((d) => d.order),
    lines: () => post('account/lines', {}, PrepaidLinesResponse).then((d) => d.lines),
    changePlan: (mdn, planId, key) => post('plan/change', { mdn, planId }, PrepaidPlanChangeResponse, key),
    async checkPhone(imei) {
      const path = 'deviceconfigservice/byod/check';
      return checked(path, ByodCheckResponse, await services.post(path, { imei })).data;
    },
    retailer: (code) => post('rps/retailer', { retailerCode: code }, RpsRetailerResponse),
    rpsQuote: (imei, planId, autopay) =>
      post('rps/quote', { imei, planId, autopay }, RpsQuoteResponse).then((d) => d.amounts),
    async rpsActivate(request, key) {
      const path = 'prepayservice/rps/activate';
      const answer = await services.post(path, request, {
        headers: { channelId: RPS_CHANNEL, 'Idempotency-Key': key },
        retry: { urls: [path] },
      });
      return checked(path, PrepaidOrderResponse, answer).data.order;
    },
  };
}
