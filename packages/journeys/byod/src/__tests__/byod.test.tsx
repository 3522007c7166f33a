import type { ByodCheck } from '@carrier/service-contracts';
import { memoryStorage, renderStore, testDeps, withJourney } from '@carrier/storefront/testing';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { esimReducer } from '../byod.js';
import { readCheckedPhone } from '../checked-phone.js';
import type { ByodDeps } from '../deps.js';
import { byodJourney, parseEsimSearch } from '../manifest.js';
import { activationCode, keptAtoms } from '@carrier/storefront/kit';
import { createAtoms } from '@carrier/store';

const S21: ByodCheck = {
  device: { id: 'samsung-galaxy-s21', make: 'Samsung', model: 'Galaxy S21', sims: ['PSIM', 'ESIM'] },
  verdict: 'COMPATIBLE',
  lockChecked: true,
};

describe('the checked phone is kept for the visit', () => {
  it('reads back what was kept, and nothing that is not a check', () => {
    expect(readCheckedPhone({ check: S21, imei: '356938035643809' })).toEqual({
      check: S21,
      imei: '356938035643809',
    });
    expect(readCheckedPhone({ check: S21, imei: '12' })).toEqual({ check: S21 });
    for (const kept of [
      null,
      '',
      42,
      [],
      { check: { ...S21, verdict: 'MAYBE' } },
      { check: { verdict: 'COMPATIBLE' } },
    ])
      expect(readCheckedPhone(kept)).toBeUndefined();
  });
});

describe('GET_ESIM_DEVICE_DETAILS (spec 7.3): dispatched once on the dvm eligibility pages', () => {
  it('the action starts the one call; a second dispatch changes nothing', () => {
    const loading = esimReducer({ status: 'idle' }, { type: 'GET_ESIM_DEVICE_DETAILS' });
    expect(loading).toEqual({ status: 'loading' });
    expect(esimReducer(loading, { type: 'GET_ESIM_DEVICE_DETAILS' })).toBe(loading);
    const details = { esimCapable: true, eid: null, profiles: 8 };
    expect(esimReducer(loading, { type: 'ESIM_DEVICE_DETAILS', details })).toEqual({ status: 'ready', details });
  });

  it('dvm/deviceEligibility asks the eSIM details of the checked phone once, however often it draws', async () => {
    const storage = memoryStorage();
    storage.setItem('byodPhone', JSON.stringify({ check: S21, imei: '356938035643809' }));
    const esimDetails = vi.fn(async () => ({ esimCapable: true, eid: `${'1'.repeat(28)}4321`, profiles: 8 }));
    const deps: ByodDeps = {
      services: {
        devices: async () => [],
        check: async () => S21,
        esimDetails,
        activation: () => new Promise(() => undefined),
        order: () => new Promise(() => undefined),
      },
      atoms: keptAtoms({ sessionStorage: storage, atoms: createAtoms() }),
    };
    renderStore(
      testDeps(withJourney(byodJourney, deps)),
      createMemoryHistory({ initialEntries: ['/sales/digital/dvm/deviceEligibility.html'] }),
    );
    expect(await screen.findByText('Good news: your Samsung Galaxy S21 works on our network.')).toBeInTheDocument();
    expect(await screen.findByText('EID ending in 4321')).toBeInTheDocument();
    await act(async () => undefined);
    expect(esimDetails).toHaveBeenCalledTimes(1);
    expect(esimDetails).toHaveBeenCalledWith({ imei: '356938035643809' });
  });
});

describe('the eSIM’s QR code', () => {
  it('carries the activation code the phone reads: LPA:1$<SM-DP+ address>$<matching id>', () => {
    const code = activationCode({ smdpAddress: 'smdp.esim.carrier.example', matchingId: '7E318-5221A-8A71F-70D2B' });
    expect(code).toBe('LPA:1$smdp.esim.carrier.example$7E318-5221A-8A71F-70D2B');
  });

  it('the pages read an order number and a line from their query, and nothing else', () => {
    expect(parseEsimSearch({ orderNumber: 'MW12345678', line: 'L2' })).toEqual({
      orderNumber: 'MW12345678',
      line: 'L2',
    });
    expect(parseEsimSearch({ orderNumber: 'MW1', line: '<x>' })).toEqual({});
  });
});
