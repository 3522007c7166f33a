import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BADGE_TONES, Badge } from './Badge.js';

describe('Badge', () => {
  it.each(BADGE_TONES)('renders its text as text in the %s tone', (tone) => {
    render(<Badge tone={tone}>{'<b>New</b>'}</Badge>);
    expect(screen.getByText('<b>New</b>')).toBeInTheDocument();
  });
});
