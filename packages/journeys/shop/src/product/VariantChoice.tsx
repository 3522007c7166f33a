import { ColorSwatchGroup, Price, RadioGroup, StorageSelector } from '@carrier/design-system';
import type { Device, selectVariant } from '../catalogue.js';
import { useShopStrings } from '../hooks.js';
import type { ProductSearch } from '../search.js';
import * as styles from '../shop.css.js';

type Variant = NonNullable<ReturnType<typeof selectVariant>>;

/**
 * The phone's colour and storage (each size with what it adds to the colour's smallest, a size the colour does not
 * come in disabled), monthly or full price, and the price of the variant chosen; each choice is kept in the address. The
 * colours and sizes are links to the page with them chosen, which a customer follows before the page's code runs, or
 * without it.
 */
export function VariantChoice({
  device,
  colour,
  sku,
  view,
  onChange,
  hrefFor,
}: {
  readonly device: Device;
  readonly colour: Variant['colour'];
  readonly sku: Variant['sku'];
  readonly view: 'monthly' | 'retail';
  readonly onChange: (change: Partial<ProductSearch>) => void;
  /** The address of the page with `change` made: colours and sizes are links to it. */
  readonly hrefFor: (change: Partial<ProductSearch>) => string;
}) {
  const texts = useShopStrings().product;
  // Each size says what it adds to the smallest one of the colour.
  const ofColour = device.skus.filter((k) => k.colour === colour.name);
  const smallest = Math.min(...ofColour.map((k) => k.salePrice));
  const sizes = device.storage.map((s) => {
    const ofSize = ofColour.find((k) => k.storageGb === s.gb);
    const delta = ofSize ? ofSize.salePrice - smallest : 0;
    return {
      value: String(s.gb),
      label: s.label,
      ...(ofSize ? (delta > 0 ? { priceDelta: delta } : {}) : { disabled: true }),
    };
  });
  return (
    <>
      <ColorSwatchGroup
        legend={texts.colourLegend}
        swatches={device.colours.map((c) => ({ value: c.slug, name: c.name, hex: c.hex }))}
        value={colour.slug}
        onChange={(slug) => onChange({ color: slug })}
        hrefFor={(slug) => hrefFor({ color: slug })}
      />
      <StorageSelector
        legend={texts.storage}
        options={sizes}
        value={String(sku.storageGb)}
        onChange={(gb) => onChange({ storage: Number(gb) })}
        hrefFor={(gb) => hrefFor({ storage: Number(gb) })}
      />
      <RadioGroup
        legend={texts.priceView}
        orientation="horizontal"
        value={view}
        options={[
          { value: 'monthly', label: texts.monthly },
          { value: 'retail', label: texts.retail },
        ]}
        onChange={(value) => onChange({ view: value === 'retail' ? 'retail' : undefined })}
      />
      <div aria-live="polite">
        <Price
          retail={sku.salePrice}
          {...(sku.retailPrice > sku.salePrice ? { was: sku.retailPrice } : {})}
          monthly={sku.monthlyPrice}
          months={sku.months}
          mode={view}
        />
        <p className={styles.muted}>{view === 'monthly' ? texts.monthlyNote : texts.retailNote}</p>
      </div>
    </>
  );
}
