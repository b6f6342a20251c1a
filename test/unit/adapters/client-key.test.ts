import { describe, expect, it } from 'vitest';
import { clientKey } from '../../../src/adapters/http/client-key.js';

describe('clientKey: what per-client limits count under', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::FFFF:198.51.100.7', '198.51.100.7'],
    ['2001:db8:0:1::1', '2001:db8:0:1::/64'],
    ['2001:db8:0:1:ffff:ffff:ffff:ffff', '2001:db8:0:1::/64'],
    ['2001:0db8:0000:0001:0000:0000:0000:0002', '2001:db8:0:1::/64'],
    ['2001:DB8:0:1::abcd', '2001:db8:0:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['2001:db8:1:2:3:4:192.0.2.1', '2001:db8:1:2::/64'],
    ['not an address', 'not an address'],
  ])('%s → %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  it('gives every address of one /64 the same key, and the next /64 another', () => {
    const keys = new Set(Array.from({ length: 50 }, (_, i) => clientKey(`2001:db8:aa:7:${i.toString(16)}::${i + 1}`)));
    expect(keys).toEqual(new Set(['2001:db8:aa:7::/64']));
    expect(clientKey('2001:db8:aa:8::1')).not.toBe(clientKey('2001:db8:aa:7::1'));
  });
});
