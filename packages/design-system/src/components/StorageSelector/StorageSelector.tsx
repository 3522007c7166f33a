import { useId, useRef } from 'react';
import { formatMoney, useLanguage, useStrings } from '../../i18n/strings.js';
import { cx } from '../../utils/cx.js';
import { onPlainClick } from '../../utils/plain-click.js';
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
  /**
   * The address that shows each size: the tiles are then links (the chosen one `aria-current`), which work before the
   * page's code runs and without it; a plain click calls `onChange` instead of leaving the page. Without it they are
   * radios.
   */
  readonly hrefFor?: ((value: string) => string) | undefined;
}

/**
 * Storage choice drawn as tiles with the price difference: native radios, or links to the page of each size with
 * `hrefFor`.
 * @example <StorageSelector legend="Storage" value={gb} onChange={setGb} options={[{ value: '128', label: '128 GB' }, { value: '256', label: '256 GB', priceDelta: 100 }]} />
 */
export function StorageSelector(props: StorageSelectorProps) {
  return props.hrefFor ? <StorageLinks {...props} hrefFor={props.hrefFor} /> : <StorageRadios {...props} />;
}

function TileFace({ option }: { readonly option: StorageOption }) {
  const strings = useStrings();
  const language = useLanguage();
  return (
    <span className={styles.tile}>
      <span className={styles.size}>{option.label}</span>
      {option.priceDelta ? (
        <span className={styles.delta}>{strings.storagePrice(formatMoney(option.priceDelta, language))}</span>
      ) : null}
    </span>
  );
}

function StorageRadios({ legend, options, value, onChange, name }: StorageSelectorProps) {
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
            <TileFace option={option} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function StorageLinks({
  legend,
  options,
  value,
  onChange,
  hrefFor,
}: StorageSelectorProps & { readonly hrefFor: (value: string) => string }) {
  const strings = useStrings();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.fieldset}>
      <div id={labelId} className={`${shared.fieldLabel} ${styles.legend}`}>
        {legend}
      </div>
      <div className={styles.tiles}>
        {options.map((option) =>
          option.disabled ? (
            <span key={option.value} className={cx(styles.option, styles.unavailable)}>
              <span className={shared.visuallyHidden}>{strings.notAvailable(option.label)}</span>
              <span aria-hidden="true" className={styles.face}>
                <TileFace option={option} />
              </span>
            </span>
          ) : (
            <a
              key={option.value}
              href={hrefFor(option.value)}
              className={cx(styles.option, styles.link)}
              aria-current={option.value === value ? 'true' : undefined}
              onClick={onPlainClick(() => onChange(option.value))}
            >
              <TileFace option={option} />
            </a>
          ),
        )}
      </div>
    </div>
  );
}
