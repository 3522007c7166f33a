import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALERT_TONES, Alert } from './Alert.js';

describe('Alert', () => {
  it.each(['warning', 'error'] as const)('a %s alert is announced at once (role alert)', (tone) => {
    render(<Alert tone={tone}>This promo code has expired.</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('This promo code has expired.');
  });

  it.each(['info', 'success'] as const)('a %s alert is announced politely (role status)', (tone) => {
    render(<Alert tone={tone}>Saved.</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  });

  it('shows its title before the message', () => {
    render(
      <Alert tone="info" title="Heads up">
        Body
      </Alert>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Heads upBody');
  });

  it('has the four tones of the issue', () => {
    expect(ALERT_TONES).toEqual(['warning', 'error', 'info', 'success']);
  });

  it('renders a message as text, never as markup', () => {
    render(<Alert tone="error">{'<img src=x onerror=alert(1)>'}</Alert>);
    expect(screen.getByRole('alert').querySelector('img')).toBeNull();
  });
});
