import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client a per-client limit counts (decision 019): an IPv4 address as it is; an IPv6 address by its
 * /64 network, as `2001:db8:1:2::/64` — one subscriber's line or one cloud machine gets a /64 or more, so
 * counting each address would hand one client 2^64 budgets. An IPv4-mapped IPv6 address
 * (`::ffff:203.0.113.7`, how a dual-stack socket shows an IPv4 client) is its IPv4 address. Anything else
 * (not an address) is returned as it is.
 */
export function clientKey(ip: string): string {
  const addr = ip.replace(/%.*$/, ''); // a zone id (`fe80::1%eth0`) names the interface, not the client
  if (isIPv4(addr) || !isIPv6(addr)) return ip;
  const groups = ipv6Groups(addr);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 as two). */
function ipv6Groups(addr: string): number[] {
  let text = addr.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}
