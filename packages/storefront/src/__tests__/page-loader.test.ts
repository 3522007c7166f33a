import { createAtoms } from '@carrier/store';
import { HttpError, type HttpClient } from '@carrier/http-client';
import { describe, expect, it } from 'vitest';
import { LOADER_CALLS, createPageLoader } from '../platform/page-loader.js';

/** A client whose calls wait until the test settles them. */
function heldClient() {
  const held: { path: string; settle: (outcome: { value?: unknown; error?: unknown }) => void }[] = [];
  const request = (path: string) =>
    new Promise<never>((resolve, reject) => {
      held.push({
        path,
        settle: ({ value, error }) => (error === undefined ? resolve(value as never) : reject(error)),
      });
    });
  const client: HttpClient = {
    request: (path) => request(path),
    get: (path) => request(path),
    post: (path) => request(path),
  };
  return { client, held };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const failure = (status: number) =>
  new HttpError({ kind: status ? 'http' : 'network', method: 'POST', url: '/x', status, attempts: 1 });

describe('the store’s page loader (spec 7.2)', () => {
  it('covers the page while a call that moves the customer on is under way, and stays until the client hides it 500 ms after the answer', async () => {
    const loader = createPageLoader(createAtoms());
    const { client, held } = heldClient();
    const services = loader.during(client);
    expect(LOADER_CALLS).toContain('cartservice/cart/add-device');
    const adding = services.post('cartservice/cart/add-device', {});
    expect(loader.visible.getState()).toBe(true);
    held[0]?.settle({ value: { data: {} } });
    await adding;
    // Answered: the carrier client's hideLoader (500 ms after the answer) hides it, not the answer itself.
    expect(loader.visible.getState()).toBe(true);
    loader.hide();
    expect(loader.visible.getState()).toBe(false);
  });

  it('other calls do not show it', () => {
    const loader = createPageLoader(createAtoms());
    const { client } = heldClient();
    void loader.during(client).post('cartservice/cart/readcart', {});
    expect(loader.visible.getState()).toBe(false);
  });

  it('a call that got no answer (the network, services stopped) hides it at once; a refusal with an answer waits for the client', async () => {
    const loader = createPageLoader(createAtoms());
    const { client, held } = heldClient();
    const services = loader.during(client);
    const lost = services.post('cartservice/cart/add-accessories', {}).catch(() => undefined);
    held[0]?.settle({ error: failure(0) });
    await lost;
    expect(loader.visible.getState()).toBe(false);
    const refused = services.post('cartservice/cart/add-accessories', {}).catch(() => undefined);
    held[1]?.settle({ error: failure(409) });
    await refused;
    expect(loader.visible.getState()).toBe(true);
  });

  it('hiding while another listed call is under way leaves it; a page restored from the back-forward cache starts without it', async () => {
    const loader = createPageLoader(createAtoms());
    const { client, held } = heldClient();
    const services = loader.during(client);
    const first = services.post('cartservice/cart/add-device', {});
    void services.post('cartservice/cart/save-cart', {});
    held[0]?.settle({ value: {} });
    await first;
    await tick();
    loader.hide();
    expect(loader.visible.getState()).toBe(true);
    loader.reset();
    expect(loader.visible.getState()).toBe(false);
  });
});
