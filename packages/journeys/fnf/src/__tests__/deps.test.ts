import { classify } from '@carrier/error-catalogue';
import { describe, expect, it, vi } from 'vitest';
import { deferredFnfServices } from '../deps.js';
import type { FnfServices } from '../services.js';

describe('the Friends and Family calls, loaded on first use', () => {
  it('loads the calls once and passes every call through', async () => {
    const real: FnfServices = {
      loadContent: vi.fn(async () => ({ promoPage: {}, numberPage: {} }) as never),
      validatePromo: vi.fn(async () => ({ valid: true, code: 'FNF2026' }) as never),
      checkPortIn: vi.fn(async () => ({ eligible: true }) as never),
    };
    const load = vi.fn(async () => real);
    const services = deferredFnfServices(load, { report: vi.fn(), handleServiceError: vi.fn() });
    await services.validatePromo('FNF2026');
    await services.checkPortIn('2015550123');
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.validatePromo).toHaveBeenCalledWith('FNF2026');
    expect(real.checkPortIn).toHaveBeenCalledWith('2015550123');
  });

  it('when their code cannot be loaded, a check fails as a failed call does and is reported; the next try loads again', async () => {
    const report = vi.fn(() => classify(new Error('x')));
    const load = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
    const services = deferredFnfServices(load, { report, handleServiceError: vi.fn() });
    await expect(services.validatePromo('FNF2026')).resolves.toMatchObject({ valid: false, error: 'SYSTEM_ERROR' });
    expect(report).toHaveBeenCalledTimes(1);
    load.mockResolvedValueOnce({ validatePromo: async () => ({ valid: true, code: 'FNF2026' }) });
    await expect(services.validatePromo('FNF2026')).resolves.toMatchObject({ valid: true });
  });
});
