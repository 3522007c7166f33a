import type { AnyJourney, JourneyWorld } from './journey.js';

/** A journey's services not built yet: their code loads on first use. */
class NotBuilt {
  private building: Promise<void> | undefined;
  constructor(private readonly build: () => Promise<void>) {}
  /** Loads and builds them once; a failed load (the network) is tried again on the next use. */
  ready(): Promise<void> {
    this.building ??= this.build().catch((error: unknown) => {
      this.building = undefined;
      throw error;
    });
    return this.building;
  }
}

/**
 * Each journey's services by journey name, built from the store's world: at once, or, for a journey whose
 * manifest asks for it (`depsOnFirstUse`), when `journeyDepsReady` is first asked for them.
 */
export function buildJourneyDeps(journeys: readonly AnyJourney[], world: JourneyWorld): Record<string, unknown> {
  const built: Record<string, unknown> = {};
  for (const { key, deps } of journeys)
    built[key.name] =
      typeof deps === 'function'
        ? deps(world)
        : new NotBuilt(async () => {
            built[key.name] = (await deps.onFirstUse())(world);
          });
  return built;
}

/** Resolves once the services of journey `name` are built; at once when they are (or the store has none). */
export function journeyDepsReady(built: Readonly<Record<string, unknown>>, name: string): Promise<void> {
  const deps = built[name];
  return deps instanceof NotBuilt ? deps.ready() : Promise.resolve();
}

/** Whether the services of journey `name` still wait for their first use. */
export const journeyDepsPending = (built: Readonly<Record<string, unknown>>, name: string): boolean =>
  built[name] instanceof NotBuilt;
