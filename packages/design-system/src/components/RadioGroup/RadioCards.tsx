import { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup.js';
import * as styles from './RadioGroup.css.js';

/** A choice to compare: its label, the figure it is compared by, what it includes and its description. */
export interface RadioCardOption extends Omit<RadioOption, 'details'> {
  /** The figure the choices are compared by (a price): the largest text of the card. */
  readonly figure?: string;
  /** What the choice includes, a checked list under the figure. */
  readonly points?: readonly string[];
}

export interface RadioCardsProps extends Omit<RadioGroupProps, 'options' | 'orientation'> {
  readonly options: readonly RadioCardOption[];
}

/**
 * Choices compared side by side (one under another on a phone), each a card: its label, its figure, what it includes
 * as a checked list, and its description; the figure, the list and the description describe the radio, and a tap
 * anywhere on a card chooses it. A `RadioGroup` otherwise: native radios, arrow keys move the choice.
 * @example <RadioCards legend="Protection" value={cover} onChange={setCover} options={[{ value: 'full', label: 'Device Protection', figure: '$14.00/mo', points: ['Loss, theft and damage'] }, { value: 'none', label: 'No protection', figure: '$0.00/mo' }]} />
 */
export function RadioCards({ options, ...group }: RadioCardsProps) {
  return (
    <RadioGroup
      {...group}
      orientation="cards"
      options={options.map(({ figure, points, ...option }) => ({
        ...option,
        details:
          figure || points?.length ? (
            <>
              {figure ? <span className={styles.figure}>{figure}</span> : null}
              {points?.length ? (
                <ul className={styles.points}>
                  {points.map((point) => (
                    <li key={point} className={styles.point}>
                      {point}
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : undefined,
      }))}
    />
  );
}
