// sandbox/hosted.ts checkHosted: hosted mode's options are refused before anything starts.
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_MIN_LENGTH, checkHosted } from '../../sandbox/hosted.js';

const adminToken = 'a'.repeat(ADMIN_TOKEN_MIN_LENGTH);

describe('checkHosted', () => {
  it('takes an IP address and a usable admin token', () => {
    expect(checkHosted({ host: '0.0.0.0', adminToken })).toEqual({ host: '0.0.0.0', adminToken });
  });

  it('refuses a missing or short admin token, a host name, and the local mode\'s tokens and fleet', () => {
    expect(() => checkHosted({ host: '0.0.0.0' })).toThrow(/admin token/);
    expect(() => checkHosted({ host: '0.0.0.0', adminToken: adminToken.slice(1) })).toThrow(/at least/);
    expect(() => checkHosted({ host: 'localhost', adminToken })).toThrow(/IP address/);
    expect(() => checkHosted({ host: '::', adminToken, fullToken: 'x' })).toThrow(/no default tokens/);
    expect(() => checkHosted({ host: '::', adminToken, fleet: true })).toThrow(/fleet/);
  });
});
