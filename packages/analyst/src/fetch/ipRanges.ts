/**
 * Addresses an outbound fetch must never reach (SSRF): loopback, private (RFC 1918), link-local
 * (incl. cloud metadata 169.254.169.254), CGNAT, unique-local, multicast, unspecified, reserved and
 * documentation ranges, and IPv4-mapped / NAT64 IPv6 forms of the IPv4 ones.
 */
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
const V4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // TEST-NET-1
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // TEST-NET-2
  ['203.0.113.0', 24], // TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved + broadcast
];
const V6: ReadonlyArray<readonly [string, number]> = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];
for (const [a, p] of V4) blocked.addSubnet(a, p, 'ipv4');
for (const [a, p] of V6) blocked.addSubnet(a, p, 'ipv6');

/** Expands an IPv6 address to 8 numbers (null when it is not one). Accepts an embedded dotted IPv4 tail. */
function ipv6Words(address: string): number[] | null {
  let a = address.toLowerCase();
  const zone = a.indexOf('%');
  if (zone >= 0) a = a.slice(0, zone);
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(a);
  if (dotted) {
    const [b0, b1, b2, b3] = dotted.slice(1).map(Number) as [number, number, number, number];
    if ([b0, b1, b2, b3].some((n) => n > 255)) return null;
    a = `${a.slice(0, dotted.index)}${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
  }
  const halves = a.split('::');
  if (halves.length > 2) return null;
  const parse = (s: string): number[] => (s === '' ? [] : s.split(':').map((h) => parseInt(h, 16)));
  const head = parse(halves[0] ?? '');
  const rest = halves.length === 2 ? parse(halves[1] ?? '') : [];
  const fill = 8 - head.length - rest.length;
  if (fill < 0 || (halves.length === 1 && fill !== 0)) return null;
  const words = [...head, ...Array<number>(halves.length === 2 ? fill : 0).fill(0), ...rest];
  return words.length === 8 && words.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffff) ? words : null;
}

/** The IPv4 address embedded in an IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible or NAT64 (64:ff9b::/96) IPv6 address. */
export function embeddedIpv4(address: string): string | null {
  const w = ipv6Words(address);
  if (!w) return null;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zero5 = w.slice(0, 5).every((x) => x === 0);
  if (zero5 && w[5] === 0xffff) return v4(w[6] ?? 0, w[7] ?? 0);
  if (zero5 && w[5] === 0 && ((w[6] ?? 0) !== 0 || (w[7] ?? 0) > 1)) return v4(w[6] ?? 0, w[7] ?? 0); // ::a.b.c.d (deprecated)
  if (w[0] === 0x64 && w[1] === 0xff9b && w.slice(2, 6).every((x) => x === 0)) return v4(w[6] ?? 0, w[7] ?? 0);
  return null;
}

/** True when a connection to this IP literal must be refused. Non-IP input is refused too. */
export function isForbiddenAddress(address: string): boolean {
  const a = address.replace(/^\[|\]$/g, '');
  const family = isIP(a);
  if (family === 4) return blocked.check(a, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(a);
    if (v4 !== null) return blocked.check(v4, 'ipv4');
    const zone = a.indexOf('%');
    return blocked.check(zone >= 0 ? a.slice(0, zone) : a, 'ipv6');
  }
  return true;
}
