import { useId, useRef } from 'react';
import { useStrings } from '../../i18n/strings.js';
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
}

const CSS_COLOUR = /^#[0-9a-f]{3,8}$/i;

/**
 * Colour choice as native radios drawn as swatches: arrow keys move the choice, the chosen colour's name is
 * shown in the legend line. Only hex colours are drawn; anything else shows a neutral swatch.
 * @example <ColorSwatchGroup legend="Color" value={color} onChange={setColor} swatches={[{ value: 'black', name: 'Obsidian', hex: '#1f1f1f' }]} />
 */
export function ColorSwatchGroup({ legend, swatches, value, onChange, name }: ColorSwatchGroupProps) {
  const strings = useStrings();
  const autoId = useId();
  const groupName = name ?? `color-${autoId}`;
  const selected = swatches.find((s) => s.value === value);
  const group = useRef<HTMLFieldSetElement>(null);
  useEarlyChoice(group, value, onChange);
  return (
    <fieldset ref={group} className={styles.fieldset}>
      <legend className={styles.legend}>
        <span className={shared.fieldLabel}>{legend}</span>
        {selected ? <span className={styles.selected}>{strings.selected(selected.name)}</span> : null}
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
            <span
              className={styles.swatch}
              style={{ background: CSS_COLOUR.test(swatch.hex) ? swatch.hex : undefined }}
              aria-hidden="true"
            />
            <span className={shared.visuallyHidden}>{swatch.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
