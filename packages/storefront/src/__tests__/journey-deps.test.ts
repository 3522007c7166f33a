import { describe, expect, it, vi } from 'vitest';
import { depsOnFirstUse, defineJourney, journeyKey, type JourneyWorld } from '../journey.js';
import { buildJourneyDeps, journeyDepsPending, journeyDepsReady } from '../journey-deps.js';
import { detachedJourneyWorld } from '../testing/world.js';

const journey = (name: string, deps: Parameters<typeof defineJourney<{ made: string }>>[0]['deps']) =>
  defineJourney({ key: journeyKey<{ made: string }>(name), modules: {}, source: '', pages: [], deps });

describe('journeys’ services, built at once or on first use', () => {
  it('services built at once are there when the store starts', () => {
    const built = buildJourneyDeps([journey('now', () => ({ made: 'now' }))], detachedJourneyWorld());
    expect(built['now']).toEqual({ made: 'now' });
    expect(journeyDepsPending(built, 'now')).toBe(false);
  });

  it('services built on first use load nothing until asked for, then are built once from the store’s world', async () => {
    const world = detachedJourneyWorld();
    const make = vi.fn((w: JourneyWorld) => ({ made: w === world ? 'from the store’s world' : 'elsewhere' }));
    const load = vi.fn(async () => make);
    const built = buildJourneyDeps([journey('later', depsOnFirstUse(load))], world);
    expect(load).not.toHaveBeenCalled();
    expect(journeyDepsPending(built, 'later')).toBe(true);
    await Promise.all([journeyDepsReady(built, 'later'), journeyDepsReady(built, 'later')]);
    await journeyDepsReady(built, 'later');
    expect(load).toHaveBeenCalledTimes(1);
    expect(make).toHaveBeenCalledTimes(1);
    expect(built['later']).toEqual({ made: 'from the store’s world' });
    expect(journeyDepsPending(built, 'later')).toBe(false);
  });

  it('a load that failed (the network) fails its page and is tried again on the next use', async () => {
    const load = vi
      .fn<() => Promise<(world: JourneyWorld) => { made: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(() => ({ made: 'second try' }));
    const built = buildJourneyDeps([journey('flaky', depsOnFirstUse(load))], detachedJourneyWorld());
    await expect(journeyDepsReady(built, 'flaky')).rejects.toThrow('Failed to fetch');
    expect(journeyDepsPending(built, 'flaky')).toBe(true);
    await journeyDepsReady(built, 'flaky');
    expect(built['flaky']).toEqual({ made: 'second try' });
  });
});
