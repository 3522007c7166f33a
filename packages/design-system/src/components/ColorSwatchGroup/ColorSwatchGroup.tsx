import { useId, useRef } from 'react';
import { useStrings } from '../../i18n/strings.js';
import { cx } from '../../utils/cx.js';
import { onPlainClick } from '../../utils/plain-click.js';
import * as shared from '../shared.css.js';
import { useEarlyChoice } from '../TextField/early-choice.js';
import * as styles from './ColorSwatchGroup.css.js';

export interface ColorSwatch {
  readonly value: string;
  /** The colour's name, e.g. "Obsidian"; what screen readers hear. */
  readonly name: string;
  /** A CSS colour for the swatch, e.g. `#1f1f1f`. */
  readonly hex: string;
  readonly disabled?: boolean;
}

export interface ColorSwatchGroupProps {
  readonly legend: string;
  readonly swatches: readonly ColorSwatch[];
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly name?: string;
  /**
   * The address that shows each colour: the swatches are then links (the chosen one `aria-current`), which work before
   * the page's code runs and without it, and can be opened in a new tab; a plain click calls `onChange` instead of
   * leaving the page. Without it they are radios.
   */
  readonly hrefFor?: ((value: string) => string) | undefined;
}

const CSS_COLOUR = /^#[0-9a-f]{3,8}$/i;

/**
 * Colour choice drawn as swatches, the chosen colour's name shown in the legend line: native radios (arrow keys move
 * the choice), or links to the page of each colour with `hrefFor`. Only hex colours are drawn; anything else shows a
 * neutral swatch.
 * @example <ColorSwatchGroup legend="Color" value={color} onChange={setColor} swatches={[{ value: 'black', name: 'Obsidian', hex: '#1f1f1f' }]} />
 */
export function ColorSwatchGroup(props: ColorSwatchGroupProps) {
  return props.hrefFor ? <ColorSwatchLinks {...props} hrefFor={props.hrefFor} /> : <ColorSwatchRadios {...props} />;
}

function SwatchFace({ swatch, name }: { readonly swatch: ColorSwatch; readonly name?: string }) {
  return (
    <>
      <span
        className={styles.swatch}
        style={{ background: CSS_COLOUR.test(swatch.hex) ? swatch.hex : undefined }}
        aria-hidden="true"
      />
      <span className={shared.visuallyHidden}>{name ?? swatch.name}</span>
    </>
  );
}

function SwatchLegend({ legend, selected }: { readonly legend: string; readonly selected: ColorSwatch | undefined }) {
  const strings = useStrings();
  return (
    <>
      <span className={shared.fieldLabel}>{legend}</span>
      {selected ? <span className={styles.selected}>{strings.selected(selected.name)}</span> : null}
    </>
  );
}

function ColorSwatchRadios({ legend, swatches, value, onChange, name }: ColorSwatchGroupProps) {
  const autoId = useId();
  const groupName = name ?? `color-${autoId}`;
  const group = useRef<HTMLFieldSetElement>(null);
  useEarlyChoice(group, value, onChange);
  return (
    <fieldset ref={group} className={styles.fieldset}>
      <legend className={styles.legend}>
        <SwatchLegend legend={legend} selected={swatches.find((s) => s.value === value)} />
      </legend>
      <div className={styles.swatches}>
        {swatches.map((swatch) => (
          <label key={swatch.value} className={styles.option} title={swatch.name}>
            <input
              type="radio"
              name={groupName}
              value={swatch.value}
              checked={swatch.value === value}
              disabled={swatch.disabled}
              onChange={() => onChange(swatch.value)}
              className={shared.hiddenInput}
            />
            <SwatchFace swatch={swatch} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ColorSwatchLinks({
  legend,
  swatches,
  value,
  onChange,
  hrefFor,
}: ColorSwatchGroupProps & { readonly hrefFor: (value: string) => string }) {
  const strings = useStrings();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.fieldset}>
      <div id={labelId} className={styles.legend}>
        <SwatchLegend legend={legend} selected={swatches.find((s) => s.value === value)} />
      </div>
      <div className={styles.swatches}>
        {swatches.map((swatch) =>
          swatch.disabled ? (
            <span key={swatch.value} className={cx(styles.option, styles.unavailable)} title={swatch.name}>
              <SwatchFace swatch={swatch} name={strings.notAvailable(swatch.name)} />
            </span>
          ) : (
            <a
              key={swatch.value}
              href={hrefFor(swatch.value)}
              className={cx(styles.option, styles.link)}
              title={swatch.name}
              aria-current={swatch.value === value ? 'true' : undefined}
              onClick={onPlainClick(() => onChange(swatch.value))}
            >
              <SwatchFace swatch={swatch} />
            </a>
          ),
        )}
      </div>
    </div>
  );
}
