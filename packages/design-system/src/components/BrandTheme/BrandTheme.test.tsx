import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandTheme } from './BrandTheme.js';

describe('BrandTheme', () => {
  it('wraps its children in an element carrying the brand theme class', () => {
    render(
      <BrandTheme>
        <p>Inside</p>
      </BrandTheme>,
    );
    const wrapper = screen.getByText('Inside').parentElement as HTMLElement;
    expect(wrapper.className.split(' ').length).toBe(2);
  });
});
