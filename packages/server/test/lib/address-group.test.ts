import { describe, expect, it } from 'vitest';
import { addressGroup } from '../../src/plugins/app/login-guard.js';

describe('the address failed sign-ins are counted against', () => {
  it('is an IPv4 address itself, also when written as IPv6', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const network = '2001:db8:7:42::/64';
    expect(addressGroup('2001:db8:7:42::1')).toBe(network);
    expect(addressGroup('2001:0db8:0007:0042:ffff:ffff:ffff:ffff')).toBe(network);
    expect(addressGroup('2001:DB8:7:42:1:2:3:4')).toBe(network);
    expect(addressGroup('2001:db8:7:43::1')).toBe('2001:db8:7:43::/64');
  });
});
