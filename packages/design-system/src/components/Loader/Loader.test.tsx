import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test/render.js';
import { Loader } from './Loader.js';

describe('Loader', () => {
  it('keeps an empty status region while hidden, so the next announcement is heard', () => {
    renderIn(<Loader visible={false} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('announces "Loading" (or the given label) when shown', () => {
    const { rerender } = renderIn(<Loader visible />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(<Loader visible label="Adding to cart" />);
    expect(screen.getByRole('status')).toHaveTextContent('Adding to cart');
  });

  it('says Cargando on the Spanish site', () => {
    renderIn(<Loader visible />, 'es');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
  });
});
