import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs.js';

describe('Breadcrumbs', () => {
  it('is a navigation landmark with an ordered list; the last crumb is the current page', () => {
    render(
      <Breadcrumbs
        items={[{ label: 'Shop', href: '/shop' }, { label: 'Smartphones', href: '/smartphones' }, { label: 'Pixel 9' }]}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByText('Pixel 9')).toHaveAttribute('aria-current', 'page');
  });

  it('drops an unsafe address and keeps the text', () => {
    render(<Breadcrumbs items={[{ label: 'Bad', href: 'javascript:x' }, { label: 'Here' }]} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Bad')).toBeInTheDocument();
  });
});
