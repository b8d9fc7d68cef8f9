// The yardstick: Fastify with one route and nothing else, so each case can be read as a share of what
// this machine serves at best in the same run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
await app.listen({ port: Number(process.argv[2] ?? 0), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
