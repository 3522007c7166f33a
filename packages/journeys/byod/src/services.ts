import type { HttpClient } from '@carrier/http-client';
import {
  ByodCheckResponse,
  ByodDevicesResponse,
  EsimActivationResponse,
  EsimDetailsResponse,
  OrderResponse,
  type ByodCheck,
  type ByodDevice,
  type EsimActivation,
  type EsimDetails,
  type Order,
} from '@carrier/service-contracts';
import { checked } from '@carrier/storefront/kit';

/** A phone to check: by its IMEI, or by its make and model (the compatibility service's id). */
export type PhoneQuery = { readonly imei: string } | { readonly deviceId: string };

/** The calls of the bring-your-own-device pages (the device-compatibility service), each answer checked. */
export interface ByodServices {
  /** Every phone the service knows, with its make, model and SIMs. */
  devices(): Promise<readonly ByodDevice[]>;
  check(phone: PhoneQuery): Promise<ByodCheck>;
  /** GET_ESIM_DEVICE_DETAILS: whether the phone takes an eSIM, and its EID. */
  esimDetails(phone: PhoneQuery): Promise<EsimDetails>;
  /** An eSIM line of a placed order: its QR code's details; `confirm` says the phone took the profile. */
  activation(orderNumber: string, lineId: string, confirm?: boolean): Promise<EsimActivation>;
  /** A placed order, read back by the browser that placed it (or its signed-in customer). */
  order(orderNumber: string): Promise<Order>;
}

/** The bring-your-own-device calls over the carrier client. */
export function createByodServices(services: HttpClient): ByodServices {
  const post = async <T>(path: string, body: unknown, contract: Parameters<typeof checked<{ data: T }>>[1]) =>
    checked(path, contract, await services.post(path, body)).data;
  return {
    async devices() {
      const path = 'deviceconfigservice/byod/devices';
      return checked(path, ByodDevicesResponse, await services.get(path)).data.devices;
    },
    check: (phone) => post('deviceconfigservice/byod/check', phone, ByodCheckResponse),
    esimDetails: (phone) => post('deviceconfigservice/byod/esim-details', phone, EsimDetailsResponse),
    activation: (orderNumber, lineId, confirm) =>
      post(
        'deviceconfigservice/esim/activation',
        { orderNumber, lineId, ...(confirm ? { confirm: true } : {}) },
        EsimActivationResponse,
      ),
    order: (orderNumber) => post('orderprocessservice/checkoutapi/order-details', { orderNumber }, OrderResponse),
  };
}
