import { isIPv4, isIPv6 } from 'node:net';

/** The groups of an IPv6 address that name its network: an ISP hands each customer at least a /64. */
const NETWORK_GROUPS = 4;

/**
 * What per-client limits count under: an IPv4 address as it is, and an IPv6 address by its /64 (`2001:db8:0:1::/64`).
 * One subscriber has a whole /64 and may pick any of its 2^64 addresses, so counting each address alone would give a
 * script as many clients as it likes. An IPv4 address written in IPv6 (`::ffff:192.0.2.1`) is that IPv4 address.
 */
export function clientKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(address)) return ip;
  return `${networkGroups(address).join(':')}::/64`;
}

/** The first four groups of an IPv6 address, each without leading zeros: the `::` run filled with zeros. */
function networkGroups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (`…:192.0.2.1`) fills two groups; only the first four groups matter here.
  const rightGroups = right.flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - rightGroups.length }, () => '0');
  return [...left, ...zeros, ...rightGroups].slice(0, NETWORK_GROUPS).map((group) => parseInt(group, 16).toString(16));
}
