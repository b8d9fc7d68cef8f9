import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressResolver } from './client-address.js';

const request = (peer: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage;

/** The same rule as Fastify's request.ip under TRUST_PROXY (see test/client-address.test.ts for HTTP). */
describe('hub client address', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    const addressOf = clientAddressResolver(false);
    expect(addressOf(request('203.0.113.5', '198.51.100.1'))).toBe('203.0.113.5');
    expect(addressOf(request('::ffff:203.0.113.5'))).toBe('203.0.113.5');
  });

  it('counts hops from the right, so a client-written left-most entry is ignored', () => {
    const addressOf = clientAddressResolver(1);
    expect(addressOf(request('10.0.0.2', '6.6.6.6, 198.51.100.7'))).toBe('198.51.100.7');
    expect(addressOf(request('10.0.0.2'))).toBe('10.0.0.2');
    expect(clientAddressResolver(2)(request('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.9'))).toBe('198.51.100.7');
  });

  it('believes only the listed proxies', () => {
    const addressOf = clientAddressResolver(['10.0.0.0/8', 'loopback']);
    expect(addressOf(request('127.0.0.1', '6.6.6.6, 198.51.100.7, 10.1.2.3'))).toBe('198.51.100.7');
    // Not a listed proxy: its forwarded header is not believed.
    expect(addressOf(request('203.0.113.9', '198.51.100.7'))).toBe('203.0.113.9');
  });
});
