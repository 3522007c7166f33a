import { useId, useRef } from 'react';
import { formatMoney, useLanguage, useStrings } from '../../i18n/strings.js';
import * as shared from '../shared.css.js';
import { useEarlyChoice } from '../TextField/early-choice.js';
import * as styles from './StorageSelector.css.js';

export interface StorageOption {
  readonly value: string;
  /** E.g. "256 GB". */
  readonly label: string;
  /** Dollars added to the base price; none or 0 shows no price. */
  readonly priceDelta?: number;
  /** Out of stock: shown, not choosable. */
  readonly disabled?: boolean;
}

export interface StorageSelectorProps {
  readonly legend: string;
  readonly options: readonly StorageOption[];
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly name?: string;
}

/**
 * Storage choice as native radios drawn as tiles with the price difference.
 * @example <StorageSelector legend="Storage" value={gb} onChange={setGb} options={[{ value: '128', label: '128 GB' }, { value: '256', label: '256 GB', priceDelta: 100 }]} />
 */
export function StorageSelector({ legend, options, value, onChange, name }: StorageSelectorProps) {
  const strings = useStrings();
  const language = useLanguage();
  const autoId = useId();
  const groupName = name ?? `storage-${autoId}`;
  const group = useRef<HTMLFieldSetElement>(null);
  useEarlyChoice(group, value, onChange);
  return (
    <fieldset ref={group} className={styles.fieldset}>
      <legend className={`${shared.fieldLabel} ${styles.legend}`}>{legend}</legend>
      <div className={styles.tiles}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name={groupName}
              value={option.value}
              checked={option.value === value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
              className={shared.hiddenInput}
            />
            <span className={styles.tile}>
              <span className={styles.size}>{option.label}</span>
              {option.priceDelta ? (
                <span className={styles.delta}>{strings.storagePrice(formatMoney(option.priceDelta, language))}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
