import { render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QrCode } from './QrCode.js';

describe('QrCode', () => {
  it('draws every dark module of the code, and only those, inside a quiet zone of 4 modules', () => {
    const code = 'LPA:1$smdp.esim.carrier.example$7E318-5221A-8A71F-70D2B';
    const { container } = render(<QrCode text={code} label="QR code of your eSIM" />);
    const drawn = [...(container.querySelector('path')?.getAttribute('d') ?? '').matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(
      ([, x, y]) => `${Number(x) - 4},${Number(y) - 4}`,
    );
    const { data, size } = encode(code, { ecc: 'M', border: 0 });
    const dark = data.flatMap((row, y) => row.flatMap((on, x) => (on ? [`${x},${y}`] : [])));
    expect(drawn.sort()).toEqual(dark.sort());
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe(`0 0 ${size + 8} ${size + 8}`);
  });

  it('is a picture named by its label', () => {
    render(<QrCode text="https://www.carrier.example/" label="Scan to open the app" />);
    expect(screen.getByRole('img', { name: 'Scan to open the app' })).toBeInTheDocument();
  });

  it('markup in what it carries is only ever data of the code', () => {
    const { container } = render(<QrCode text={'<img src=x onerror=alert(1)>'} label="Code" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
  });
});
