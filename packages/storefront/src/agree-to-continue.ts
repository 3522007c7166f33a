import { useState } from 'react';

/** What the agreement's checkbox is given: the design system's `Checkbox` takes it as it is, with its label. */
export interface AgreeCheckboxProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly error?: string;
}

/**
 * "Agree to continue": terms the customer ticks before an action goes on (a test drive started, a trade-in's terms
 * accepted). `confirm()` answers whether they agreed and, when they have not, shows `message` under the box until
 * they tick it; the box's props go to the design system's `Checkbox`.
 * @example
 * const agreement = useAgreeToContinue(texts.termsError);
 * <Checkbox label={texts.terms} {...agreement.checkbox} />
 * <Button onClick={() => agreement.confirm() && start()}>…</Button>
 */
export function useAgreeToContinue(message: string): {
  readonly confirm: () => boolean;
  readonly checkbox: AgreeCheckboxProps;
} {
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string>();
  return {
    confirm: () => {
      if (!agreed) setError(message);
      return agreed;
    },
    checkbox: {
      checked: agreed,
      onChange: (checked) => {
        setAgreed(checked);
        if (checked) setError(undefined);
      },
      ...(error ? { error } : {}),
    },
  };
}
