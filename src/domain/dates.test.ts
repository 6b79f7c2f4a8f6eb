import { describe, expect, it } from 'vitest';
import { formatNewsDate, formatShortDate } from './dates';

describe('dates', () => {
  it('writes a date in words and in figures of one width', () => {
    expect(formatNewsDate('2026-12-10T12:00:00Z')).toBe('10 декабря 2026');
    expect(formatShortDate('2026-12-10')).toBe('10.12.2026');
    expect(formatShortDate('2027-01-05T00:00:00Z')).toBe('05.01.2027');
    expect(formatShortDate('not a date')).toBe('not a date');
  });
});
