import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { createStorefrontRouter } from '../router.js';
import { prefetchPage } from '../shop/prefetch.js';
import { detachedShopServices } from '../testing/world.js';

describe("a page's first reads, asked for while its code arrives", () => {
  it.each([
    ['smartphones', ['devices']],
    ['productDetail', ['devices', 'accessories']],
    ['accessoriesLanding', ['accessories', 'devices']],
    ['cart', []],
  ])('%s asks for %j', (pageName, reads) => {
    const services = detachedShopServices({});
    const devices = vi.spyOn(services, 'devices');
    const accessories = vi.spyOn(services, 'accessories');
    prefetchPage(services, pageName);
    expect(devices).toHaveBeenCalledTimes(reads.includes('devices') ? 1 : 0);
    expect(accessories).toHaveBeenCalledTimes(reads.includes('accessories') ? 1 : 0);
  });

  it('a failed read is not left unhandled (the page asks again and shows the failure)', async () => {
    const services = { ...detachedShopServices({}), devices: () => Promise.reject(new Error('offline')) };
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    prefetchPage(services, 'smartphones');
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('the router tells the page name as it starts on a page, before the page is drawn', async () => {
    const prefetch = vi.fn();
    const router = createStorefrontRouter({
      basepath: '/sales/digital',
      history: createMemoryHistory({ initialEntries: ['/sales/digital/smartphones/google-pixel-10.html'] }),
      prefetch,
    });
    await router.load();
    expect(prefetch).toHaveBeenCalledWith('productDetail');
  });
});
