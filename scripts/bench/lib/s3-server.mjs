// An S3-protocol server (s3rver, the one the tests use) in a process of its own, so that its work is not its
// caller's: `node s3-server.mjs <folder> <bucket> [host] [port]` prints { port } on its first line once it
// listens (on 127.0.0.1 and a free port by default), and stops on SIGTERM. Used by the storage benchmark and by
// startS3Server({ separateProcess: true }) in apps/server/src/test/s3-server.ts.
import S3rver from 's3rver';

const [directory, bucket, address = '127.0.0.1', port = '0'] = process.argv.slice(2);
const server = new S3rver({
  address,
  port: Number(port),
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port: listening } = await server.run();
process.stdout.write(`${JSON.stringify({ port: listening })}\n`);
process.on('SIGTERM', () => void server.close().finally(() => process.exit(0)));
