// An S3-protocol server (s3rver, the one the tests use) in a process of its own, so that its work is not the
// benchmark's: `node s3-server.mjs <folder> <bucket>` prints { port } on its first line once it listens, and
// stops on SIGTERM.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => void server.close().finally(() => process.exit(0)));
