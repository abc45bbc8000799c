/**
 * Which IP addresses a webhook may never be posted to (issue 34): this machine (loopback), the private
 * networks behind it (RFC 1918, unique-local IPv6), link-local (where the cloud's metadata service answers,
 * `169.254.169.254`, `fd00:ec2::254`), carrier-grade NAT, and the unspecified, multicast and reserved
 * ranges — in IPv4 and IPv6, including an IPv4 address carried inside an IPv6 one (mapped `::ffff:a.b.c.d`,
 * NAT64, 6to4), which reaches the same host. Otherwise an admin could point the sender, which runs inside
 * the cloud's network, at a service only that network can reach. Pure.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** What an address is, for the sender: a public one, this machine, or another it must not reach. */
export type AddressKind = 'public' | 'loopback' | 'private';

/** IPv4 ranges as [first octets as a number, prefix length], and what they are. */
const ipv4Ranges: [string, number, AddressKind][] = [
  ['0.0.0.0', 8, 'private'], // "this network", and 0.0.0.0 reaches this machine
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'private'], // carrier-grade NAT
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'private'], // link-local, the metadata service
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'private'], // IETF protocol assignments
  ['192.0.2.0', 24, 'private'], // documentation
  ['192.88.99.0', 24, 'private'], // 6to4 relay anycast
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'private'], // benchmarking
  ['198.51.100.0', 24, 'private'], // documentation
  ['203.0.113.0', 24, 'private'], // documentation
  ['224.0.0.0', 4, 'private'], // multicast
  ['240.0.0.0', 4, 'private'], // reserved, and the broadcast address
];

const ipv4Number = (text: string) => text.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);

function ipv4Kind(value: number): AddressKind {
  for (const [start, bits, kind] of ipv4Ranges) {
    const size = 2 ** (32 - bits);
    const first = ipv4Number(start);
    if (value >= first && value < first + size) return kind;
  }
  return 'public';
}

/** The 8 groups of an IPv6 address (a trailing dotted IPv4 part taken as two), or undefined. */
function ipv6Groups(text: string): number[] | undefined {
  let head = text.toLowerCase().split('%')[0]!;
  const tail: number[] = [];
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(head);
  if (dotted) {
    const value = ipv4Number(dotted[1]!);
    tail.push(Math.floor(value / 65536), value % 65536);
    head = head.slice(0, -dotted[1]!.length);
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1);
  }
  const [left = '', right] = head.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const leftGroups = parse(left);
  const rightGroups = [...(right === undefined ? [] : parse(right)), ...tail];
  if (right === undefined)
    return [...leftGroups, ...tail].length === 8 ? [...leftGroups, ...tail] : undefined;
  const fill = 8 - leftGroups.length - rightGroups.length;
  return fill < 0 ? undefined : [...leftGroups, ...Array<number>(fill).fill(0), ...rightGroups];
}

const embeddedIpv4 = (high: number, low: number) => high * 65536 + low;

function ipv6Kind(groups: number[]): AddressKind {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const zeroUpTo = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (zeroUpTo(7) && g7 === 1) return 'loopback'; // ::1
  if (zeroUpTo(5) && g5 === 0xffff) return ipv4Kind(embeddedIpv4(g6, g7)); // ::ffff:a.b.c.d
  if (zeroUpTo(6)) return 'private'; // ::, and the deprecated IPv4-compatible ::a.b.c.d
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return ipv4Kind(embeddedIpv4(g6, g7)); // NAT64 64:ff9b::a.b.c.d
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return 'private'; // local-use NAT64
  if (g0 === 0x2002) return ipv4Kind(embeddedIpv4(g1, g2)) === 'public' ? 'public' : 'private'; // 6to4
  if ((g0 & 0xfe00) === 0xfc00) return 'private'; // unique local fc00::/7, incl. fd00:ec2::254
  if ((g0 & 0xffc0) === 0xfe80 || (g0 & 0xffc0) === 0xfec0) return 'private'; // link-local, site-local
  if ((g0 & 0xff00) === 0xff00) return 'private'; // multicast
  if (g0 === 0x2001 && g1 === 0xdb8) return 'private'; // documentation
  if (g0 === 0x100 && g1 === 0 && g2 === 0 && g3 === 0) return 'private'; // discard-only
  return 'public';
}

/** What `address` (an IPv4 or IPv6 literal, brackets allowed) is; anything else is taken as private. */
export function addressKind(address: string): AddressKind {
  const text = address.replace(/^\[(.*)\]$/, '$1');
  if (isIPv4(text)) return ipv4Kind(ipv4Number(text));
  if (!isIPv6(text)) return 'private';
  const groups = ipv6Groups(text);
  return groups ? ipv6Kind(groups) : 'private';
}

/** Whether the sender may post to `address`: public ones, and this machine's only when `allowLoopback`. */
export const mayPostTo = (address: string, allowLoopback: boolean) => {
  const kind = addressKind(address);
  return kind === 'public' || (kind === 'loopback' && allowLoopback);
};
