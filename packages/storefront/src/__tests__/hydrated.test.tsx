import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from '../hydrated.js';

function Probe() {
  return <button disabled={!useHydrated()}>Send</button>;
}

describe('a form is sent only once the page’s code runs', () => {
  it('in the page drawn on the server the button is disabled, so the browser cannot send the form', () => {
    expect(renderToString(<Probe />)).toContain('disabled');
  });

  it('once the page runs, the button works', () => {
    render(<Probe />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
