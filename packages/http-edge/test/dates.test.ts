// The package's own calendar dates (the deprecation headers' x-deprecated-since and x-sunset).
import { describe, expect, it } from 'vitest';
import { isoDate } from '@vps-hosting/http-edge';

describe('isoDate', () => {
  it('keeps a real YYYY-MM-DD date and reads a Date as its UTC day', () => {
    expect(isoDate('2027-01-15')).toBe('2027-01-15');
    expect(isoDate('2028-02-29')).toBe('2028-02-29');
    expect(isoDate(new Date(Date.UTC(2027, 6, 15, 23, 59)))).toBe('2027-07-15');
  });

  it('refuses what is not a calendar date', () => {
    for (const value of ['2027-02-29', '2027-13-01', '2027-1-15', '15/01/2027', '', 20270115, undefined, null]) {
      expect(isoDate(value), String(value)).toBeUndefined();
    }
  });
});
