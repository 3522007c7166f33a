import { Hono } from 'hono';
import { ProtectionFeaturesRequest, deviceName } from '@carrier/service-contracts';
import { ACCESSORIES, DEVICES, PLANS, PROTECTION, RETIRED_DEVICES, type Device } from '../catalogue/catalogue.js';
import { OK_HEADER, readBody, serviceError, sharedRead } from '../http.js';
import { accessoryIn, deviceIn, planIn, protectionIn } from '../catalogue/spanish.js';
import { requestLanguage } from '../language.js';
import { histogram, reviewsOf } from '../catalogue/reviews.js';
import { protectionTierOf } from '../catalogue/byod.js';

/** The device, accessory, plan and protection services of the catalogue (spec 7.3); trade-ins are services/trade-in.ts. */
export function catalogueServices(): Hono {
  const app = new Hono();
  const byId = new Map<string, Device>(DEVICES.map((d) => [d.id, d]));
  // The catalogue is the same for every visitor: shared caches may keep its answers a few seconds.
  app.use('/deviceconfigservice/catalog/*', sharedRead);
  app.use('/plansservice/plans', sharedRead);

  app.get('/deviceconfigservice/catalog/devices', (c) => {
    const language = requestLanguage(c);
    const devices = DEVICES.map((device) => {
      const { art: _art, ...answer } = deviceIn(device, language);
      return answer;
    });
    return c.json({ serviceHeader: OK_HEADER, data: { devices, retired: RETIRED_DEVICES } });
  });

  app.get('/deviceconfigservice/catalog/devices/:id', (c) => {
    const device = byId.get(c.req.param('id'));
    if (!device) return serviceError(c, 404, 'DEVICE_NOT_FOUND', 'No device with this id.');
    const { art: _art, ...answer } = deviceIn(device, requestLanguage(c));
    return c.json({ serviceHeader: OK_HEADER, data: { device: answer } });
  });

  app.get('/deviceconfigservice/catalog/devices/:id/reviews', (c) => {
    const device = byId.get(c.req.param('id'));
    if (!device) return serviceError(c, 404, 'DEVICE_NOT_FOUND', 'No device with this id.');
    const { average, count } = device.rating;
    const reviews = reviewsOf(
      { id: device.id, name: deviceName(device), released: device.released, average },
      requestLanguage(c),
    );
    return c.json({
      serviceHeader: OK_HEADER,
      data: { deviceId: device.id, average, count, histogram: histogram(average, count), reviews },
    });
  });

  app.get('/deviceconfigservice/catalog/accessories', (c) => {
    const compatible = c.req.query('compatibleDevice');
    const language = requestLanguage(c);
    const accessories = (
      compatible ? ACCESSORIES.filter((a) => a.universal || a.compatibleDevices.includes(compatible)) : ACCESSORIES
    ).map((accessory) => accessoryIn(accessory, language));
    return c.json({ serviceHeader: OK_HEADER, data: { accessories } });
  });

  app.get('/plansservice/plans', (c) => {
    const type = c.req.query('type');
    if (type !== undefined && type !== 'postpaid' && type !== 'prepaid')
      return serviceError(c, 400, 'BAD_REQUEST', 'type must be postpaid or prepaid.');
    const language = requestLanguage(c);
    const plans = (type ? PLANS.filter((p) => p.type === type) : PLANS).map((plan) => planIn(plan, language));
    return c.json({ serviceHeader: OK_HEADER, data: { plans } });
  });

  app.post('/plansservice/getProtectionFeatures', async (c) => {
    const body = await readBody(c, ProtectionFeaturesRequest);
    if (!body.ok) return body.response as Response;
    // A phone of the catalogue, or one the customer brings (bring your own device): both can be protected.
    const tier = protectionTierOf(body.value.deviceId);
    if (!tier) return serviceError(c, 404, 'DEVICE_NOT_FOUND', 'No device with this id.');
    const language = requestLanguage(c);
    const options = PROTECTION[tier].map((option) => protectionIn(option, language));
    return c.json({ serviceHeader: OK_HEADER, data: { tier, options } });
  });

  return app;
}
