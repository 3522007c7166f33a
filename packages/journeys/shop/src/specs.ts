import { formatCount, type Language } from '@carrier/design-system';
import type { Device } from './catalogue.js';
import type { ShopStrings } from './strings/index.js';

/** One line of a phone's specifications: what it is, and how it reads for a phone. */
export interface SpecRow {
  readonly key: string;
  readonly label: string;
  readonly value: (device: Device) => string;
}

/**
 * The specifications the store shows, in the order a customer reads them, worded in the site's language. The
 * product page lists them; the compare view sets them side by side.
 */
export function specRows(texts: ShopStrings['specs'], language: Language): readonly SpecRow[] {
  return [
    {
      key: 'display',
      label: texts.display,
      value: ({ specs: { display } }) =>
        texts.displayValue(String(display.inches), display.panel, display.resolution, display.refreshHz),
    },
    { key: 'processor', label: texts.processor, value: (d) => d.specs.processor },
    { key: 'rear', label: texts.rearCameras, value: (d) => texts.megapixels(d.specs.cameras.rearMegapixels) },
    {
      key: 'front',
      label: texts.frontCamera,
      value: (d) =>
        d.specs.cameras.frontMegapixels > 0 ? texts.megapixels([d.specs.cameras.frontMegapixels]) : texts.noCamera,
    },
    {
      key: 'battery',
      label: texts.battery,
      value: (d) => texts.batteryValue(formatCount(d.specs.batteryMah, language)),
    },
    { key: 'weight', label: texts.weight, value: (d) => texts.weightValue(d.specs.weightGrams) },
    {
      key: 'dimensions',
      label: texts.dimensions,
      value: ({ specs: { dimensionsMm: size } }) => texts.dimensionsValue(size.height, size.width, size.depth),
    },
    { key: 'water', label: texts.water, value: (d) => d.specs.waterResistance },
    {
      key: 'bands',
      label: texts.bands,
      value: (d) => (d.specs.bands5g.length > 0 ? d.specs.bands5g.join(', ') : texts.noBands),
    },
    { key: 'sim', label: texts.sim, value: (d) => texts.sims[d.specs.sim] },
  ];
}

/** True when the devices do not all read the same on a row: the compare view marks that row. */
export function differs(devices: readonly Device[], value: (device: Device) => string): boolean {
  return new Set(devices.map(value)).size > 1;
}
