import { addressKind, mayPostTo } from './private-address';

describe('addressKind', () => {
  it.each([
    ['8.8.8.8'],
    ['1.1.1.1'],
    ['100.128.0.1'],
    ['172.32.0.1'],
    ['2606:4700::1111'],
    ['2a00:1450:4001:80b::200e'],
    ['::ffff:8.8.8.8'],
    ['64:ff9b::808:808'],
    ['2002:808:808::1'],
  ])('takes %s as public', (address) => {
    expect(addressKind(address)).toBe('public');
  });

  it.each([
    ['127.0.0.1'],
    ['127.8.9.10'],
    ['::1'],
    ['[::1]'],
    ['0:0:0:0:0:0:0:1'],
    ['::ffff:127.0.0.1'],
    ['::ffff:7f00:1'],
  ])('takes %s as this machine', (address) => {
    expect(addressKind(address)).toBe('loopback');
  });

  it.each([
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.10', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['169.254.169.254', 'the metadata service'],
    ['169.254.1.1', 'link-local'],
    ['0.0.0.0', 'this host'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified'],
    ['fd00:ec2::254', 'the metadata service over IPv6'],
    ['fc00::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata, in hex'],
    ['::ffff:100.64.0.1', 'IPv4-mapped carrier-grade NAT'],
    ['64:ff9b::a00:1', 'NAT64 of a private address'],
    ['2002:a00:1::1', '6to4 of a private address'],
    ['::10.0.0.1', 'IPv4-compatible'],
    ['not-an-address', 'not an address'],
  ])('takes %s as private (%s)', (address) => {
    expect(addressKind(address)).toBe('private');
  });
});

describe('mayPostTo', () => {
  it('allows this machine only when told to, and a private network never', () => {
    expect([mayPostTo('127.0.0.1', false), mayPostTo('127.0.0.1', true)]).toEqual([false, true]);
    expect([mayPostTo('::ffff:127.0.0.1', false), mayPostTo('::1', true)]).toEqual([false, true]);
    expect([mayPostTo('10.0.0.1', true), mayPostTo('169.254.169.254', true)]).toEqual([false, false]);
    expect(mayPostTo('8.8.8.8', false)).toBe(true);
  });
});
