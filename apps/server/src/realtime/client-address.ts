import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { TrustProxy } from '../config.js';

/** proxy-addr's names for private ranges, which TRUST_PROXY accepts too. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** `::ffff:10.0.0.1` is an IPv4 peer seen through an IPv6 socket. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function trustedProxies(entries: string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const a = plain(address);
    if (isIPv4(a)) return list.check(a, 'ipv4');
    return isIPv6(a) && list.check(a, 'ipv6');
  };
}

function trustFunction(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  const isProxy = trustedProxies(trust);
  return (address) => isProxy(address);
}

/**
 * The client address of a hub connection, by the same rule as Fastify's `request.ip` under `TRUST_PROXY`
 * (see plugins/http.ts): walk from the socket's peer leftwards through X-Forwarded-For while the current hop
 * is a trusted proxy; the first untrusted address is the client. The Socket.IO engine answers its requests
 * before Fastify sees them, so it cannot use Fastify's.
 */
export function clientAddressResolver(trust: TrustProxy): (request: IncomingMessage) => string {
  const isTrusted = trustFunction(trust);
  return (request) => {
    const peer = plain(request.socket.remoteAddress ?? '');
    const header = request.headers['x-forwarded-for'];
    const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .reverse();
    const chain = [peer, ...forwarded];
    for (let hop = 0; hop < chain.length - 1; hop += 1) {
      if (!isTrusted(chain[hop]!, hop)) return plain(chain[hop]!);
    }
    return plain(chain[chain.length - 1]!);
  };
}
