import type { HttpClient } from '@carrier/http-client';
import { OrderHistoryResponse, type Order } from '@carrier/service-contracts';
import { checked } from '@carrier/storefront/kit';

/** The account pages' own call; the customer's account itself is the store's (`storeServices.customerAccount`). */
export interface AccountServices {
  /** The signed-in customer's orders, newest first. */
  orders(): Promise<readonly Order[]>;
}

/** The account calls over the carrier client, each answer checked against its contract. */
export function createAccountServices(services: HttpClient): AccountServices {
  return {
    async orders() {
      const path = 'orderprocessservice/checkoutapi/order-history';
      return checked(path, OrderHistoryResponse, await services.get(path)).data.orders;
    },
  };
}
