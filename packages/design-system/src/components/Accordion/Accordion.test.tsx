import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion.js';

const items = [
  { id: 'keep', title: 'Can I keep my number?', content: 'Yes, bring it with you.' },
  { id: 'ship', title: 'How fast is shipping?', content: 'Free 2-day shipping.' },
];

describe('Accordion', () => {
  it('titles are headings holding buttons that control labelled regions', async () => {
    render(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    const button = screen.getByRole('button', { name: 'Can I keep my number?' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Can I keep my number?' })).toHaveTextContent('Yes, bring it with you.');
  });

  it('opening one closes the other unless several may stay open; Enter and Space toggle', async () => {
    const { unmount } = render(<Accordion items={items} defaultExpanded={['keep']} />);
    await userEvent.click(screen.getByRole('button', { name: 'How fast is shipping?' }));
    expect(screen.getByRole('button', { name: 'Can I keep my number?' })).toHaveAttribute('aria-expanded', 'false');
    unmount();
    render(<Accordion items={items} allowMultiple defaultExpanded={['keep']} />);
    screen.getByRole('button', { name: 'How fast is shipping?' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getAllByRole('region')).toHaveLength(2);
    await userEvent.keyboard(' ');
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });
});
