import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test/render.js';
import { StarRating, normaliseRating } from './StarRating.js';

describe('StarRating', () => {
  it('is read as "Rated 4.1 out of 5" and fills 82 % of the stars', () => {
    renderIn(<StarRating value={4.1} count={312} />);
    const img = screen.getByRole('img', { name: 'Rated 4.1 out of 5' });
    expect((img.firstChild as HTMLElement).style.width).toBe('82%');
    expect(screen.getByText('(312 reviews)')).toBeInTheDocument();
  });

  it('keeps ratings within 0 to 5, one decimal', () => {
    expect(normaliseRating(7)).toBe(5);
    expect(normaliseRating(-1)).toBe(0);
    expect(normaliseRating(Number.NaN)).toBe(0);
    expect(normaliseRating(4.06)).toBe(4.1);
  });

  it('speaks Spanish on the Spanish site', () => {
    renderIn(<StarRating value={4} count={1} />, 'es');
    expect(screen.getByRole('img', { name: 'Calificación de 4.0 de 5' })).toBeInTheDocument();
    expect(screen.getByText('(1 opinión)')).toBeInTheDocument();
  });
});
