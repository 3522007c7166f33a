import { Alert, Link, RadioGroup } from '@carrier/design-system';
import { formatPhone } from '@carrier/checkout-rules';
import type { ShoppingIntent } from '@carrier/storefront/kit';
import { useShopStrings } from '../hooks.js';

/**
 * What a signed-in customer's phone is for: the line the store's shopping intent names (an upgrade of it, or a new
 * line) with the way to change it, or, with none chosen, an upgrade (EUP) or a new line (AAL).
 */
export function LineIntent({
  chosen,
  intent,
  onIntent,
  chooseLine,
}: {
  readonly chosen: ShoppingIntent | undefined;
  readonly intent: 'EUP' | 'AAL';
  readonly onIntent: (intent: 'EUP' | 'AAL') => void;
  /** The page that chooses the line, coming back to this phone. */
  readonly chooseLine: string;
}) {
  const texts = useShopStrings().product;
  return chosen ? (
    <Alert tone="info">
      {chosen.flow === 'EUP' ? texts.upgradingLine(formatPhone(chosen.mtn), chosen.payOff) : texts.addingLine}{' '}
      <Link
        href={`${chooseLine}${chosen.flow === 'EUP' ? `&mdn=${chosen.mtn}` : ''}`}
        aria-label={texts.changeLineLabel}
      >
        {texts.changeLine}
      </Link>
    </Alert>
  ) : (
    <RadioGroup
      legend={texts.intent}
      name="intent"
      value={intent}
      options={[
        { value: 'EUP', label: texts.upgrade, description: texts.upgradeHint },
        { value: 'AAL', label: texts.addLine, description: texts.addLineHint },
      ]}
      onChange={(value) => onIntent(value === 'AAL' ? 'AAL' : 'EUP')}
    />
  );
}
