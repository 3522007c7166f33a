import { describe, expect, it } from 'vitest';
import { formatTime, formatWeekday } from '../format.js';

/** Every quarter hour of a day, as the services write it. */
const QUARTERS = Array.from(
  { length: 96 },
  (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
);

/** `time` (`HH:MM`) as Intl writes it in `locale` on a 12-hour clock or a 24-hour one. */
const intlTime = (time: string, locale: string, hourCycle: 'h12' | 'h23') => {
  const [hours, minutes] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, {
    hour: hourCycle === 'h12' ? 'numeric' : '2-digit',
    minute: '2-digit',
    hourCycle,
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2026, 10, 23, hours, minutes)));
};

describe('times of day as each site reads them (issue 49: "times in 12-hour form on the English site and 24-hour on the Spanish one")', () => {
  it('the English site reads a 12-hour clock: 13:00 is 1:00 PM, 00:30 is 12:30 AM, 12:00 is 12:00 PM', () => {
    expect(formatTime('13:00', 'en')).toBe('1:00 PM');
    expect(formatTime('00:30', 'en')).toBe('12:30 AM');
    expect(formatTime('12:00', 'en')).toBe('12:00 PM');
    expect(formatTime('9:45', 'en')).toBe('9:45 AM');
  });

  it('the Spanish site reads a 24-hour clock: 13:00 stays 13:00, 9:00 is 09:00', () => {
    expect(formatTime('13:00', 'es')).toBe('13:00');
    expect(formatTime('9:00', 'es')).toBe('09:00');
  });

  it('every quarter hour is written as Intl writes it (en-US on 12 hours, es-US on 24)', () => {
    for (const time of QUARTERS) {
      expect(formatTime(time, 'en'), time).toBe(intlTime(time, 'en-US', 'h12'));
      expect(formatTime(time, 'es'), time).toBe(intlTime(time, 'es-US', 'h23'));
    }
  });

  it('a time the services write otherwise is shown as it came, never made up', () => {
    for (const odd of ['24:00', '7pm', '', '12:3', '12:60']) expect(formatTime(odd, 'en')).toBe(odd);
  });

  it('a day of the week is named in the site’s language, a day written otherwise as it came', () => {
    expect(formatWeekday('Mon', 'en')).toBe('Monday');
    expect(formatWeekday('Sun', 'es')).toBe('domingo');
    expect(formatWeekday('Xyz', 'en')).toBe('Xyz');
  });
});
