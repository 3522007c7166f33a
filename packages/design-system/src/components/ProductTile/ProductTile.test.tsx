import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderIn } from '../../test/render.js';
import { ProductTile } from './ProductTile.js';

const base = {
  name: 'Pixel 9',
  maker: 'Google',
  href: '/sales/digital/pdp/pixel-9',
  imageSrc: '/images/pixel-9.svg',
  price: { retail: 799.99, was: 899.99 },
};

describe('ProductTile', () => {
  it('is an article whose heading links to the product', () => {
    renderIn(<ProductTile {...base} rating={{ value: 4.1, count: 10 }} badges={[{ label: 'New', tone: 'new' }]} />);
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Google Pixel 9');
    expect(screen.getByRole('link', { name: 'Google Pixel 9' })).toHaveAttribute('href', '/sales/digital/pdp/pixel-9');
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.1 out of 5' })).toBeInTheDocument();
  });

  it('saves to favorites with a toggle named after the product', async () => {
    const onToggle = vi.fn();
    renderIn(<ProductTile {...base} favorite={{ saved: false, onToggle }} />);
    const button = screen.getByRole('button', { name: 'Add Pixel 9 to favorites', pressed: false });
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('offers compare as a checkbox, which can be disabled when four are chosen', () => {
    renderIn(<ProductTile {...base} compare={{ checked: false, onChange: () => {}, disabled: true }} />);
    expect(screen.getByRole('checkbox', { name: 'Compare Pixel 9' })).toBeDisabled();
  });

  it('counts its colours for screen readers and ignores colour values that are not hex', () => {
    const { container } = renderIn(
      <ProductTile
        {...base}
        colors={[
          { name: 'Obsidian', hex: '#1f1f1f' },
          { name: 'Bad', hex: 'url(x)' },
        ]}
      />,
    );
    expect(screen.getByText('2 colours')).toBeInTheDocument();
    const dots = container.querySelectorAll('[title]');
    expect((dots[1] as HTMLElement).style.background).toBe('');
  });

  it('never puts an unsafe address in its link or image', () => {
    const { container } = renderIn(<ProductTile {...base} href="javascript:alert(1)" imageSrc="javascript:x" />);
    expect(container.querySelector('a')).not.toHaveAttribute('href');
    expect(container.querySelector('img')).toBeNull();
  });
});
