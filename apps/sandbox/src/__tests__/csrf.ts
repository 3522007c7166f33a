/** The cross-site token these tests send, as a browser of the store would: cookie and matching header. */
export const TEST_CSRF_TOKEN = 'test-csrf-token';

/** Headers for a mutating call: the token cookie (after any other cookies) and the `p-csrf-token` header. */
export function withCsrf(headers: Record<string, string> = {}): Record<string, string> {
  const { Cookie: cookie, ...rest } = headers;
  return {
    ...rest,
    Cookie: [cookie, `XSRF-TOKEN=${TEST_CSRF_TOKEN}`].filter(Boolean).join('; '),
    'p-csrf-token': TEST_CSRF_TOKEN,
  };
}

/** Signs a test user in through the sandbox sign-in page; returns the cookies the browser would keep. */
export async function signIn(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  user: string,
): Promise<string> {
  const res = await app.request('/sandbox/signin', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `XSRF-TOKEN=${TEST_CSRF_TOKEN}` },
    body: new URLSearchParams({ user, csrf: TEST_CSRF_TOKEN }).toString(),
  });
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] as string)
    .filter((pair) => !pair.startsWith('XSRF-TOKEN='))
    .join('; ');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, checked by contract where it matters
export type Json = any;

/**
 * Reads a cart as the store does (a GET with its id in the query), under `base`; answers the status and the answer.
 * `request` is the app's, or a `fetch` to a running sandbox with its origin before `base`.
 */
export async function readCart(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  cartId: string,
  base = '/soe/digital/prospect',
): Promise<{ status: number; json: Json }> {
  const res = await app.request(`${base}/cartservice/cart/read?cartId=${encodeURIComponent(cartId)}`);
  return { status: res.status, json: (await res.json()) as Json };
}

/**
 * POSTs JSON to a service of the sandbox as the store's pages do (the cross-site token echoed), under `base`;
 * answers the status, the answer and the cookies it sets.
 */
export function serviceCaller(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  base = '/soe/digital/prospect',
) {
  return async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await app.request(`${base}/${path}`, {
      method: 'POST',
      headers: withCsrf({ 'Content-Type': 'application/json', ...headers }),
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Json, cookies: res.headers.getSetCookie() };
  };
}

/**
 * Trades in the README's known iPhone 13 as a browser does (validated by IMEI, appraised in good condition, the
 * terms read), with the credit chosen; answers the completed trade-in and the browser's trade-in cookie.
 */
export async function completeTradeIn(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  credit: 'instant' | 'promo' | 'prepaidCard',
  deviceId?: string,
): Promise<{ tradeIn: Json; cookie: string }> {
  const call = serviceCaller(app);
  const begun = await call('tradeinservice/tradein/validateDevice', { imei: '352099001761481' });
  const cookie = begun.cookies.map((c) => c.split(';')[0] as string).find((c) => c.startsWith('tradeIn=')) ?? '';
  const tradeInId = begun.json.data.tradeInId as string;
  const answers = { powersOn: true, screenCracked: false, liquidDamage: false, findMyOff: true };
  await call('tradeinservice/tradein/appraise', { tradeInId, answers }, { Cookie: cookie });
  const documents = (await (
    await app.request('/soe/digital/prospect/tradeinservice/tradein/documents')
  ).json()) as Json;
  const done = await call(
    'tradeinservice/tradein/complete',
    {
      tradeInId,
      credit,
      returnMethod: { kind: 'ship', email: 'tom.trade@example.com' },
      ...(deviceId ? { deviceId } : {}),
      documentsReviewed: true,
      termsVersion: documents.data.terms.version,
    },
    { Cookie: cookie, 'Idempotency-Key': `key-${tradeInId}` },
  );
  if (done.status !== 201) throw new Error(`the trade-in was not completed: ${JSON.stringify(done.json)}`);
  return { tradeIn: done.json.data, cookie };
}
