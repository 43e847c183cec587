/**
 * Which proxies the API believes (TRUST_PROXY), and so which address a request comes from: the
 * rate limits key on it (req.ip). A proxy appends the address it saw to X-Forwarded-For, so only
 * the entries written by trusted proxies are true; what the client wrote in front of them is not.
 *
 *   unset, 0, false      no proxy: the socket's address
 *   <n>                  n proxies in front (1: one load balancer); the address n hops back
 *   <addr>[,<addr>...]   the proxies' addresses or CIDR ranges (also loopback, linklocal,
 *                        uniquelocal); the first address from the right that is not one of them
 *
 * `true` (believe every hop) is refused: a client could then send any address it likes.
 */
import net from 'node:net';

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Fastify's trustProxy: believe the hops numbered below `hops` (0 is the socket's peer) */
export type TrustHop = (address: string, hop: number) => boolean;

export function parseTrustProxy(value: string | undefined): false | TrustHop | string[] {
  const v = (value ?? '').trim();
  if (v === '' || v === '0' || v.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 20) throw new Error(`TRUST_PROXY: ${hops} proxies in front of the API is not plausible`);
    return hops === 0 ? false : (_address, hop) => hop < hops;
  }
  const entries = v.split(',').map((e) => e.trim()).filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrRange(e));
  if (bad.length || entries.length === 0) {
    throw new Error(
      `TRUST_PROXY must be a number of proxies or a comma-separated list of proxy addresses or CIDR ranges, not "${bad.join(', ') || v}"`,
    );
  }
  return entries;
}

/**
 * The key the rate limits count a client by: an IPv4 address as such (also when the socket
 * gives it IPv4-mapped, ::ffff:a.b.c.d), an IPv6 address by its /64, the smallest block a
 * subscriber gets: any host can take a new address inside its /64 for every call.
 */
export function clientKeyOf(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  if (net.isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
