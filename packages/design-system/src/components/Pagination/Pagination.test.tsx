import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageItems } from './Pagination.js';

describe('Pagination', () => {
  it('shows the first, the last and the current page with its neighbours', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('is a navigation landmark of real links, the current page marked', () => {
    render(<Pagination page={2} pageCount={4} hrefFor={(p) => `?page=${p}`} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?page=3');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '?page=1');
  });

  it('navigates on the client when asked, without leaving the page', async () => {
    const onNavigate = vi.fn();
    render(<Pagination page={1} pageCount={3} hrefFor={(p) => `?page=${p}`} onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(onNavigate).toHaveBeenCalledWith(3);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} hrefFor={() => '#'} />);
    expect(container).toBeEmptyDOMElement();
  });
});
