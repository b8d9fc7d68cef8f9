import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeaderList } from './security-headers.js';

const OPTIONS = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", "'unsafe-inline'"] } },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' as const },
};

describe('security headers', () => {
  it('are exactly the headers Helmet sets on a real response', () => {
    const request = new IncomingMessage(new Socket());
    const response = new ServerResponse(request);
    response.setHeader('X-Powered-By', 'something');
    helmet(OPTIONS)(request, response, () => {});
    const expected = Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]);
    expect(Object.fromEntries(securityHeaderList(OPTIONS))).toEqual(Object.fromEntries(expected));
    expect(Object.fromEntries(securityHeaderList(OPTIONS))).toMatchObject({
      'content-security-policy': expect.stringContaining("script-src 'self' 'unsafe-inline'"),
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-resource-policy': 'same-origin',
    });
  });

  it('refuses options Helmet refuses, when the server starts', () => {
    expect(() =>
      securityHeaderList({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ['self'] } } }),
    ).toThrow();
  });
});
