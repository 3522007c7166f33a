import { describe, expect, it } from 'vitest';
import { parseLineSearch, parseSelectionSearch } from '../manifest.js';

describe('the lines pages read a line and a phone from their query', () => {
  it('a line is its 10-digit number, as text or as the number the router reads digits as', () => {
    expect(parseLineSearch({ mdn: '2015550121' })).toEqual({ mdn: '2015550121' });
    expect(parseLineSearch({ mdn: 2015550121 })).toEqual({ mdn: '2015550121' });
    for (const mdn of ['201555012', '1015550121', '2015550121<', 2.5, null, undefined, {}])
      expect(parseLineSearch({ mdn })).toEqual({});
  });

  it('the phone to go back to is a catalogue id; anything else is dropped', () => {
    expect(parseSelectionSearch({ device: 'google-pixel-10', mdn: '2015550111' })).toEqual({
      device: 'google-pixel-10',
      mdn: '2015550111',
    });
    for (const device of ['../cart', 'https://evil.example', '<b>', '', 'A'.repeat(90)])
      expect(parseSelectionSearch({ device })).toEqual({});
  });
});
