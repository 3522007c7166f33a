import { HttpError } from '@carrier/http-client';
import type { StoreDetails, VideoSession } from '@carrier/service-contracts';
import { detachedAssist, renderStore, testDeps, withJourney } from '@carrier/storefront/testing';
import { createMemoryHistory } from '@tanstack/react-router';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createStoresDeps } from '../deps.js';
import { storesJourney } from '../manifest.js';
import type { StoresServices } from '../services.js';

const pending = () => new Promise<never>(() => undefined);
const STORE: StoreDetails = {
  store: {
    storeId: 'ST-CHI-MIC',
    name: 'Michigan Avenue, Chicago, IL',
    address: '540 N Michigan Avenue, Chicago, IL 60611',
    distanceMiles: 0,
    hours: [{ day: 'Mon', opens: '10:00', closes: '20:00' }],
    stock: null,
  },
  slots: [{ day: '2026-11-27', times: ['11:00', '12:00'] }],
};
const services = (overrides: Partial<StoresServices> = {}): StoresServices => ({
  search: pending,
  store: async () => STORE,
  book: pending,
  visit: pending,
  joinVideo: pending,
  readVideo: pending,
  leaveVideo: pending,
  ...overrides,
});
const QUEUED: VideoSession = { sessionId: 'VS-ABCD2345', state: 'queued', position: 2, specialist: null, reason: null };

function open(path: string, storeServices: StoresServices, world: Parameters<typeof testDeps>[0] = {}) {
  const deps = { ...createStoresDeps({ services: {} as never }, () => 'visit-key-1'), services: storeServices };
  renderStore(
    testDeps({ ...withJourney(storesJourney, deps), ...world }),
    createMemoryHistory({ initialEntries: [path.startsWith('/stores/video') ? path : `/sales/digital${path}`] }),
  );
}

describe('the stores journey', () => {
  it('a store’s hours and visit times read on a 12-hour clock on the English site (issue 49), its days named', async () => {
    open('/stores/store.html?store=ST-CHI-MIC', services());
    expect(await screen.findByText('10:00 AM–8:00 PM')).toBeVisible();
    expect(screen.getByText('Monday')).toBeVisible();
    expect(screen.getByRole('option', { name: '12:00 PM' })).toHaveValue('12:00');
  });

  it('a bad ZIP is named on its field and no store is looked for', async () => {
    const search = vi.fn<StoresServices['search']>(pending);
    open('/stores.html', services({ search }));
    fireEvent.change(await screen.findByLabelText('ZIP code'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find stores' }));
    expect(await screen.findByText('Enter the 5 digits of your ZIP code.')).toBeVisible();
    expect(search).not.toHaveBeenCalled();
  });

  it('the ZIP searched is kept in the address, so Back from a store comes back to its stores', async () => {
    const search = vi.fn<StoresServices['search']>(async (zip) => ({ zip, stores: [STORE.store] }));
    open('/stores.html?zip=60611&device=google-pixel-10', services({ search }));
    expect(await screen.findByRole('heading', { name: 'Michigan Avenue, Chicago, IL' })).toBeVisible();
    expect(screen.getByLabelText('ZIP code')).toHaveValue('60611');
    expect(search).toHaveBeenCalledExactlyOnceWith('60611', 'google-pixel-10');
    cleanup();
    // A ZIP in the address that is not one is dropped: the form asks for it.
    const none = vi.fn<StoresServices['search']>(pending);
    open('/stores.html?zip=6061%3Cb%3E', services({ search: none }));
    expect(await screen.findByLabelText('ZIP code')).toHaveValue('');
    expect(none).not.toHaveBeenCalled();
  });

  it('a visit is booked with one key; a time just taken is said and the times read again', async () => {
    const store = vi.fn<StoresServices['store']>(async () => STORE);
    const book = vi.fn<StoresServices['book']>().mockRejectedValue(
      new HttpError({
        kind: 'http',
        method: 'POST',
        url: '/soe/digital/prospect/storeservice/visits/book',
        status: 409,
        data: { errors: [{ id: 'VISIT_TIME_TAKEN', message: 'taken' }] },
        attempts: 1,
      }),
    );
    open('/stores/store.html?store=ST-CHI-MIC', services({ store, book }));
    fireEvent.change(await screen.findByLabelText('Time'), { target: { value: '11:00' } });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Paula' } });
    fireEvent.change(screen.getByLabelText('Email for the confirmation'), { target: { value: 'paula@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book my visit' }));
    expect(await screen.findByText('This time was just taken: choose another one.')).toBeVisible();
    expect(book).toHaveBeenCalledWith(
      {
        storeId: 'ST-CHI-MIC',
        day: '2026-11-27',
        time: '11:00',
        reason: 'buy',
        firstName: 'Paula',
        email: 'paula@example.com',
      },
      'visit-key-1',
    );
    await waitFor(() => expect(store).toHaveBeenCalledTimes(2));
  });

  it('the video-assist popup out of video chat’s hours says when it opens (spec 5.3)', async () => {
    open('/stores/video-assist?type=videochat', services(), {
      assist: detachedAssist({
        config: { videoChat: true },
        now: () => new Date(2026, 10, 23, 22, 30),
        services: {
          videoChat: async () => ({ isVideoChatAvailable: 'y', mediaoutput: { agentstatistics: [{ available: 9 }] } }),
        },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Video chat with a store Specialist' })).toBeVisible();
    expect(await screen.findByText(/Video chat is open from 8 am to 10 pm/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Join the video call' })).toBeNull();
  });

  it('the video-assist popup in its hours with four agents offers to join; three agents are too few', async () => {
    const at = (agents: number) =>
      detachedAssist({
        config: { videoChat: true },
        now: () => new Date(2026, 10, 23, 12, 0),
        services: {
          videoChat: async () => ({
            isVideoChatAvailable: 'y',
            mediaoutput: { agentstatistics: [{ available: agents }] },
          }),
        },
      });
    const joinVideo = vi.fn<StoresServices['joinVideo']>(async () => QUEUED);
    open('/stores/video-assist?type=videochat', services({ joinVideo }), { assist: at(4) });
    fireEvent.click(await screen.findByRole('button', { name: 'Join the video call' }));
    expect(await screen.findByText(/You are number 2 in line/)).toBeVisible();
    expect(joinVideo).toHaveBeenCalledWith({ kind: 'videochat' }, 'visit-key-1');
    expect(screen.getByRole('button', { name: 'Leave the line' })).toBeVisible();
  });

  it('joining video assist shows the queue only on the service’s answer: a refusal says so, and nothing pretends to wait', async () => {
    const joinVideo = vi.fn<StoresServices['joinVideo']>(async () => {
      throw new HttpError({
        kind: 'http',
        method: 'POST',
        url: '/soe/digital/prospect/videoassistservice/sessions/join',
        status: 503,
        data: {
          errors: [{ id: 'VIDEO_SERVICE_UNAVAILABLE', message: 'Video assistance is not available right now.' }],
        },
        attempts: 1,
      });
    });
    open('/stores/video-assist?locationCode=ST-CHI-MIC', services({ joinVideo }));
    fireEvent.click(await screen.findByRole('button', { name: 'Join the video call' }));
    expect(await screen.findByText(/Video assistance is not available right now/)).toBeVisible();
    expect(joinVideo).toHaveBeenCalledWith({ kind: 'store', locationCode: 'ST-CHI-MIC' }, 'visit-key-1');
    expect(screen.queryByText(/in line/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Join again' })).toBeVisible();
  });

  it('a video-assist location that is not a store is said, and no store is asked for', async () => {
    const store = vi.fn<StoresServices['store']>(pending);
    open('/stores/video-assist?locationCode=%3Cscript%3E', services({ store }));
    expect(await screen.findByText(/We could not find the store for this video session/)).toBeVisible();
    expect(store).not.toHaveBeenCalled();
  });
});
