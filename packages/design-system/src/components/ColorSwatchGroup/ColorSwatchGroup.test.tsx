import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

  it('with hrefFor, the swatches are links to each colour’s page: the chosen one is current, one not sold is no link', async () => {
    const onChange = vi.fn();
    render(
      <ColorSwatchGroup
        legend="Color"
        value="obsidian"
        onChange={onChange}
        hrefFor={(colour) => `/phone.html?color=${colour}`}
        swatches={[
          { value: 'obsidian', name: 'Obsidian', hex: '#1f1f1f' },
          { value: 'porcelain', name: 'Porcelain', hex: '#f1ede4' },
          { value: 'rose', name: 'Rose', hex: '#f3c6c6', disabled: true },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Color Selected: Obsidian' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Obsidian' })).toHaveAttribute('aria-current', 'true');
    const porcelain = screen.getByRole('link', { name: 'Porcelain' });
    expect(porcelain).toHaveAttribute('href', '/phone.html?color=porcelain');
    expect(screen.queryByRole('link', { name: /Rose/ })).toBeNull();
    expect(screen.getByText('Rose, not available')).toBeInTheDocument();
    await userEvent.click(porcelain);
    expect(onChange).toHaveBeenCalledWith('porcelain');
  });
});
