import { Hono } from 'hono';
import { isNorthAmericanNumber, normalizePromoCode } from '@carrier/fnf-validation';
import { PortInEligibilityRequest, ValidateFnfRedemptionCodeRequest } from '@carrier/service-contracts';
import { FNF_CODES, fnfSavings } from '../carts/promotion.js';
import { PHONE_FIXTURES } from '../catalogue/phone-numbers.js';
import { OK_HEADER, readBody, serviceError } from '../http.js';

/** Promo codes the sandbox knows, and how it answers each (documented in the README). */
export const PROMO_FIXTURES = {
  valid: FNF_CODES,
  expired: 'EXPIRED',
  maxUsed: 'MAXUSED',
  noData: 'NODATA1',
  systemError: 'SYSERR1',
  unauthorized: 'UNAUTH1',
} as const;

const invalid = (code: number, reasonInvalid: string) => ({ code, reasonInvalid, promoValid: false });

/** The Friends and Family services: promo validation and port-in eligibility (spec 7.3). */
export function fnfServices(): Hono {
  const app = new Hono();

  app.post('/plansservice/nse/validateFnfRedemptionCode', async (c) => {
    const body = await readBody(c, ValidateFnfRedemptionCodeRequest);
    if (!body.ok) return body.response as Response;
    const code = normalizePromoCode(body.value.promotionCode).toUpperCase();
    if (code === PROMO_FIXTURES.systemError)
      return serviceError(c, 500, 'SYSTEM_ERROR', 'Promotion service is unavailable.');
    if (code === PROMO_FIXTURES.unauthorized) return serviceError(c, 401, 'UNAUTHORIZED', 'The session is not valid.');
    let promotionDetails: object;
    if (PROMO_FIXTURES.valid.includes(code)) promotionDetails = { code, promoValid: true, savings: fnfSavings() };
    else if (code === PROMO_FIXTURES.expired) promotionDetails = invalid(2397, 'Promotion has expired');
    else if (code === PROMO_FIXTURES.maxUsed) promotionDetails = invalid(2398, 'Promotion reached its maximum uses');
    else if (code === PROMO_FIXTURES.noData) promotionDetails = {};
    else promotionDetails = invalid(2399, 'Promotion code is not valid');
    return c.json({ serviceHeader: OK_HEADER, data: { promotionDetails } });
  });

  app.post('/assignmtnservice/nse/portin-eligibility', async (c) => {
    const body = await readBody(c, PortInEligibilityRequest);
    if (!body.ok) return body.response as Response;
    const mdn = body.value.mdn.replace(/^\+?1(?=\d{10}$)/, '');
    if (mdn === PHONE_FIXTURES.systemError)
      return serviceError(c, 500, 'SYSTEM_ERROR', 'Port-in service is unavailable.');
    if (mdn === PHONE_FIXTURES.errorCode) {
      return c.json({
        serviceHeader: OK_HEADER,
        data: { portEligibilityInd: 'Y' },
        errors: [{ id: 'PORT_LOCKED', errorCode: 'PE1002', message: 'The number is locked by its current carrier.' }],
      });
    }
    if (mdn === PHONE_FIXTURES.notEligible || !isNorthAmericanNumber(mdn)) {
      return c.json({ serviceHeader: OK_HEADER, data: { portEligibilityInd: 'N' }, errors: [] });
    }
    return c.json({ serviceHeader: OK_HEADER, data: { portEligibilityInd: 'Y' }, errors: [] });
  });

  return app;
}
