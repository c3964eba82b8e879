/**
 * Addresses an outbound fetch must never reach (SSRF): loopback, private (RFC 1918), link-local
 * (incl. cloud metadata 169.254.169.254), CGNAT, unique-local, multicast, unspecified, reserved and
 * documentation ranges, and the IPv6 forms that carry an IPv4 address (IPv4-mapped, NAT64
 * 64:ff9b::/96, 6to4 2002::/16, Teredo 2001::/32): those are refused when an IPv4 they carry is.
 * The local-use NAT64 prefix 64:ff9b:1::/48 is refused outright: its operator chooses where the
 * IPv4 address sits (RFC 8215, any RFC 6052 prefix length), so it cannot be read from the address,
 * and it only leads to the local network's own translator.
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
  ['64:ff9b:1::', 48], // local-use NAT64 (see above)
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

/** The IPv4 address embedded in an IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible, NAT64 (64:ff9b::/96) or 6to4 (2002::/16) IPv6 address. */
export function embeddedIpv4(address: string): string | null {
  const w = ipv6Words(address);
  return w ? (embeddedIpv4s(w)[0] ?? null) : null;
}

const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/** Every IPv4 address an IPv6 address carries, where a packet to it may end up. */
function embeddedIpv4s(w: readonly number[]): string[] {
  const [w0 = 0, w1 = 0, w2 = 0, w3 = 0, , w5 = 0, w6 = 0, w7 = 0] = w;
  const zero5 = w.slice(0, 5).every((x) => x === 0);
  if (zero5 && w5 === 0xffff) return [v4(w6, w7)];
  if (zero5 && w5 === 0 && (w6 !== 0 || w7 > 1)) return [v4(w6, w7)]; // ::a.b.c.d (deprecated)
  if (w0 === 0x64 && w1 === 0xff9b && w.slice(2, 6).every((x) => x === 0)) return [v4(w6, w7)]; // NAT64
  if (w0 === 0x2002) return [v4(w1, w2)]; // 6to4: the IPv4 of the site's router follows the prefix
  // Teredo: 2001:0:<server IPv4>:<flags>:<port>:<client IPv4>, the client's address inverted bit by bit.
  if (w0 === 0x2001 && w1 === 0) return [v4(w6 ^ 0xffff, w7 ^ 0xffff), v4(w2, w3)];
  return [];
}

/** True when a connection to this IP literal must be refused. Non-IP input is refused too. */
export function isForbiddenAddress(address: string): boolean {
  const a = address.replace(/^\[|\]$/g, '');
  const family = isIP(a);
  if (family === 4) return blocked.check(a, 'ipv4');
  if (family === 6) {
    const zone = a.indexOf('%');
    const bare = zone >= 0 ? a.slice(0, zone) : a;
    if (blocked.check(bare, 'ipv6')) return true;
    const words = ipv6Words(bare);
    return words !== null && embeddedIpv4s(words).some((ip) => blocked.check(ip, 'ipv4'));
  }
  return true;
}
