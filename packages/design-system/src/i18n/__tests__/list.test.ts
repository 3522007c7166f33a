import { describe, expect, it } from 'vitest';
import { formatList } from '../format.js';

describe('a list as one phrase, as Intl.ListFormat writes it', () => {
  it.each([
    [['Indigo'], 'en', 'and', 'Indigo'],
    [['Indigo', 'Frost'], 'en', 'and', 'Indigo and Frost'],
    [['Indigo', 'Frost', 'Porcelain'], 'en', 'and', 'Indigo, Frost, and Porcelain'],
    [['Welcome', 'Plus', 'Ultimate'], 'en', 'or', 'Welcome, Plus, or Ultimate'],
    [['Índigo', 'Escarcha', 'Porcelana'], 'es', 'and', 'Índigo, Escarcha y Porcelana'],
    [['Negro', 'Iris'], 'es', 'and', 'Negro e Iris'],
    [['Plata', 'Hierro'], 'es', 'and', 'Plata y Hierro'],
    [['Welcome', 'Plus', 'Ultimate'], 'es', 'or', 'Welcome, Plus o Ultimate'],
    [['Plata', 'Oro'], 'es', 'or', 'Plata u Oro'],
  ] as const)('%j in %s (%s) is "%s"', (items, language, kind, phrase) => {
    expect(formatList(items, language, kind)).toBe(phrase);
    // The same as the browser's own list format.
    expect(formatList(items, language, kind)).toBe(
      new Intl.ListFormat(language === 'es' ? 'es-US' : 'en-US', {
        type: kind === 'and' ? 'conjunction' : 'disjunction',
      }).format(items),
    );
  });

  it('an empty list is nothing', () => expect(formatList([], 'en')).toBe(''));
});
