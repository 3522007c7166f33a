import { pageModule, type AnyJourney } from '../journey.js';
import { loadJourneys } from '../lazy-journey.js';

/**
 * The manifest rows whose page cannot be drawn: their module is not one of the journey's `modules`, or does not
 * export their component as a function. Each is said as `journey: path: why`; none is what a store wants.
 */
export async function undrawnPages(journeys: readonly AnyJourney[]): Promise<string[]> {
  const problems: string[] = [];
  // A lazy journey's pages' modules come with its manifest.
  for (const journey of await loadJourneys(journeys)) {
    for (const page of journey.pages) {
      const module = pageModule(page);
      const load = journey.modules[module];
      const where = `${journey.key.name}: ${page.path}`;
      if (!load) {
        problems.push(`${where}: no module ${module}`);
        continue;
      }
      const exports = (await load()) as Record<string, unknown>;
      if (typeof exports[page.component] !== 'function')
        problems.push(`${where}: ${module} exports no ${page.component}`);
    }
  }
  return problems;
}
