import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ColorSwatchGroup } from './ColorSwatchGroup.js';

function Colors() {
  const [value, setValue] = useState('obsidian');
  return (
    <ColorSwatchGroup
      legend="Color"
      value={value}
      onChange={setValue}
      swatches={[
        { value: 'obsidian', name: 'Obsidian', hex: '#1f1f1f' },
        { value: 'porcelain', name: 'Porcelain', hex: '#f1ede4' },
        { value: 'rose', name: 'Rose', hex: '#f3c6c6', disabled: true },
      ]}
    />
  );
}

describe('ColorSwatchGroup', () => {
  it('is a group of radios named by the colour names, the choice named in the legend', () => {
    render(<Colors />);
    expect(screen.getByRole('group', { name: 'Color Selected: Obsidian' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Obsidian' })).toBeChecked();
  });

  it('arrow keys change the colour', async () => {
    render(<Colors />);
    screen.getByRole('radio', { name: 'Obsidian' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Porcelain' })).toBeChecked();
    expect(screen.getByText('Selected: Porcelain')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Rose' })).toBeDisabled();
  });
});
