import { createHash } from 'node:crypto';
import {
  ByodCheckRequest,
  EsimActivationRequest,
  EsimDetailsRequest,
  type EsimActivation,
} from '@carrier/service-contracts';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { BYOD_DEVICES, ByodCheckError, checkDevice, esimDetails, publicDevice } from '../catalogue/byod.js';
import { OK_HEADER, readBody, serviceError } from '../http.js';
import { TEST_USERS } from '../identity.js';
import type { SandboxStore } from '../store.js';
import { LAST_ORDER_COOKIE } from './checkout.js';
import { SESSION_USER } from './session.js';

/** Where the phones download their eSIM profile from (the SM-DP+ address of the QR code). */
export const SMDP_ADDRESS = 'smdp.esim.carrier.example';

/** A refusal of the compatibility service, as its answer. */
function refused(c: Context, error: unknown) {
  if (!(error instanceof ByodCheckError)) throw error;
  return serviceError(c, error.id === 'IMEI_INVALID' ? 400 : 404, error.id, error.message);
}

/**
 * The device-compatibility service (bring your own device): the phones it knows, whether one works on the network
 * (by IMEI, which also says whether it is locked, or by make and model), its eSIM details (GET_ESIM_DEVICE_DETAILS),
 * and the eSIM activation of a placed order's line (the code its QR carries, and whether the phone took it).
 */
export function byodServices(store: SandboxStore): Hono {
  const app = new Hono();
  // The eSIM lines whose phone has downloaded its profile, by order and line (for this run of the sandbox).
  const activated = new Set<string>();

  app.get('/deviceconfigservice/byod/devices', (c) =>
    c.json({ serviceHeader: OK_HEADER, data: { devices: BYOD_DEVICES.map(publicDevice) } }),
  );

  app.post('/deviceconfigservice/byod/check', async (c) => {
    const body = await readBody(c, ByodCheckRequest);
    if (!body.ok) return body.response as Response;
    try {
      return c.json({ serviceHeader: OK_HEADER, data: checkDevice(body.value) });
    } catch (error) {
      return refused(c, error);
    }
  });

  app.post('/deviceconfigservice/byod/esim-details', async (c) => {
    const body = await readBody(c, EsimDetailsRequest);
    if (!body.ok) return body.response as Response;
    try {
      return c.json({ serviceHeader: OK_HEADER, data: esimDetails(body.value) });
    } catch (error) {
      return refused(c, error);
    }
  });

  app.post('/deviceconfigservice/esim/activation', async (c) => {
    const body = await readBody(c, EsimActivationRequest);
    if (!body.ok) return body.response as Response;
    const { orderNumber, lineId, confirm } = body.value;
    const stored = await store.getOrder(orderNumber);
    // The browser that placed the order, or the signed-in customer it belongs to, may activate its eSIMs.
    const customerId = TEST_USERS.find((u) => u.id === c.get(SESSION_USER))?.customerId;
    const mine =
      stored && (getCookie(c, LAST_ORDER_COOKIE) === stored.cartId || (customerId && stored.customerId === customerId));
    const line = mine ? stored.order.lines.find((l) => l.lineId === lineId && l.sim === 'ESIM') : undefined;
    if (!stored || !line)
      return serviceError(c, 404, 'ESIM_NOT_FOUND', 'We could not find an eSIM line with these details.');
    const key = `${orderNumber}/${lineId}`;
    if (confirm) activated.add(key);
    const matchingId = createHash('sha256').update(`esim:${key}`).digest('hex').slice(0, 20).toUpperCase();
    const data: EsimActivation = {
      lineId,
      mdn: line.number?.mdn ?? null,
      device: line.deviceName,
      smdpAddress: SMDP_ADDRESS,
      matchingId: `${matchingId.slice(0, 5)}-${matchingId.slice(5, 10)}-${matchingId.slice(10, 15)}-${matchingId.slice(15)}`,
      status: activated.has(key) ? 'ACTIVATED' : 'READY',
    };
    return c.json({ serviceHeader: OK_HEADER, data });
  });

  return app;
}
