// Carts made through the sandbox's services for the benchmarks and the store pictures: a filled cart, a cart taken
// through the checkout up to a given stage: `started` (the checkout begun), `payment` (every step up to payment done),
// `review` (paid: ready to order), and the visit of a checkout page at such a stage or of an order placed.
// `post(path, body)` posts to `{base}/…` of the sandbox and answers the answer's `data`.

const ADDRESS = { line1: '350 Fifth Avenue', line2: '', city: 'New York', state: 'NY', zip: '10001' };
const CUSTOMER = { firstName: 'Ben', lastName: 'Chmark', email: 'ben@example.com', contactPhone: '2015550188' };

/**
 * A cart with a phone, a plan, protection and an accessory, as a customer has it at the cart page: its id and its
 * item count (for the count cookie).
 */
export async function filledCart(post) {
  const cart = await post('cartservice/cart/add-device', {
    deviceId: 'google-pixel-10',
    sku: 'GOOGLE-PIXEL-10-INDIGO-128',
  });
  const line = cart.lineDetails.lineInfo[0].lineId;
  await post('cartservice/cart/save-cart', {
    cartId: cart.cartId,
    lines: [{ lineId: line, planId: 'PLAN-UNL-PLUS', protectionId: 'PROT-MID' }],
  });
  const done = await post('cartservice/cart/add-accessories', {
    cartId: cart.cartId,
    items: [{ accessoryId: 'voltaline-usb-c-to-usb-c-cable-1-m', quantity: 1 }],
  });
  return { id: done.cartId, count: done.cartInfo.itemCount };
}

/** Answers the new cart's id, taken through the checkout up to `stage`. */
export async function checkoutCart(post, stage, device = { id: 'google-pixel-10', sku: 'GOOGLE-PIXEL-10-INDIGO-128' }) {
  const { cartId } = await post('cartservice/cart/add-device', { deviceId: device.id, sku: device.sku });
  await post('cartservice/cart/save-cart', { cartId, lines: [{ lineId: 'L1', planId: 'PLAN-UNL-PLUS' }] });
  await post('orderprocessservice/checkoutapi/get-checkout-details', { cartId });
  if (stage === 'started') return cartId;
  const { numbers } = await post('assignmtnservice/nse/retreive-npanxx', { zip: '10001' });
  await post('assignmtnservice/nse/assign-mtn', { cartId, lineId: 'L1', zip: '10001', mdn: numbers[0].mdn });
  await post('orderprocessservice/checkoutapi/customer-info', { cartId, customer: { ...CUSTOMER, address: ADDRESS } });
  await post('fraudservice/credit/nse/check', { cartId, ssn: '123-45-1111', dateOfBirth: '04/12/1988' });
  await post('orderprocessservice/checkoutapi/dpp-agreement', { cartId, lineId: 'L1', acceptedName: 'Ben Chmark' });
  await post('orderprocessservice/checkoutapi/e911', { cartId, address: ADDRESS });
  await post('orderprocessservice/checkoutapi/save-delivery', {
    cartId,
    method: 'SHIPPING',
    optionId: 'STANDARD',
    address: ADDRESS,
  });
  if (stage === 'payment') return cartId;
  const card = {
    cardNumber: '4111111111111111',
    expiry: '08/29',
    cvv: '123',
    nameOnCard: 'Ben Chmark',
    billingZip: '10001',
  };
  const { token } = await post('paymentservice/tokenize', card);
  await post('paymentservice/authorize', { cartId, cardToken: token, giftCardTokens: [] });
  return cartId;
}

/**
 * The cookies and query of a checkout page's visit: a cart taken through the checkout to the page's `stage`, or, for
 * the confirmation (`order`), an order placed from one (read back by the browser that placed it). `post(path, body,
 * headers)` posts to the sandbox as above.
 */
export async function checkoutVisit(post, stage) {
  const cartId = await checkoutCart(post, stage === 'order' ? 'review' : stage);
  if (stage !== 'order') return { cookies: [{ name: 'cartId', value: cartId }], query: '' };
  const order = await post(
    'orderprocessservice/checkoutapi/submit-order',
    { cartId },
    { 'idempotency-key': `visit-${cartId}` },
  );
  return { cookies: [{ name: 'lastOrderCart', value: cartId }], query: `?orderNumber=${order.orderNumber}` };
}
