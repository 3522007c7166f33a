import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test/render.js';
import { DEVICE_PAYMENT_MONTHS, Price, monthlyPayment } from './Price.js';

describe('Price', () => {
  it('spreads the retail price over the 36-month device payment, to the nearest cent, by the rule of @carrier/pricing', () => {
    expect(DEVICE_PAYMENT_MONTHS).toBe(36);
    expect(monthlyPayment(829.99)).toBe(23.06);
    expect(monthlyPayment(720)).toBe(20);
    expect(monthlyPayment(100, 24)).toBe(4.17);
  });

  it('shows the retail price', () => {
    const { container } = renderIn(<Price retail={1099.99} />);
    expect(container).toHaveTextContent('$1,099.99');
  });

  it('shows the monthly price with the term and the full retail price', () => {
    const { container } = renderIn(<Price retail={829.99} mode="monthly" />);
    expect(container).toHaveTextContent('$23.06/mo');
    expect(container).toHaveTextContent('per month for 36 months; Full retail price $829.99');
  });

  it('reads a discount as "Was …, now …" and strikes the old price through', () => {
    const { container } = renderIn(<Price retail={829.99} was={999.99} />);
    expect(screen.getByText('Was $999.99,', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('now $829.99')).toBeInTheDocument();
    expect(container.querySelector('s')).toHaveTextContent('$999.99');
  });

  it('shows a promo credit, in Spanish on the Spanish site', () => {
    const { container } = renderIn(<Price retail={799.99} promoCredit={200} mode="monthly" />, 'es');
    expect(container).toHaveTextContent('$200.00 de crédito promocional');
    expect(container).toHaveTextContent('al mes durante 36 meses');
  });
});
