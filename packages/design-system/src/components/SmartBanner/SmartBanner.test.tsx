import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderIn } from '../../test/render.js';
import { SMART_BANNER_DEFAULT_RATING, SmartBanner } from './SmartBanner.js';

describe('SmartBanner (spec 2.9)', () => {
  it('shows a title, a description and the default rating of 4.1 of 5', () => {
    expect(SMART_BANNER_DEFAULT_RATING).toBe(4.1);
    renderIn(<SmartBanner title="My Carrier" description="Shop in the app" onView={() => {}} onClose={() => {}} />);
    const banner = screen.getByRole('complementary', { name: 'My Carrier' });
    expect(banner).toHaveTextContent('Shop in the app');
    expect(screen.getByRole('img', { name: 'Rated 4.1 out of 5' })).toBeInTheDocument();
  });

  it('has a View button and a close button', async () => {
    const onView = vi.fn();
    const onClose = vi.fn();
    renderIn(<SmartBanner title="My Carrier" description="d" rating={4.6} onView={onView} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'View' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onView).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
  });
});
