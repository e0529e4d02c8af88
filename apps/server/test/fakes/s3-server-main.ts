// The S3-compatible store of the tests and of `bench:upload -- --storage s3` (s3-server.ts starts
// it): s3rver on 127.0.0.1, objects in a directory, one bucket. Arguments: directory, port (0 for
// any), bucket. Prints `{"port":N}` once it listens; exits when its parent's pipe closes.
import S3rver from 's3rver';

const [directory, port, bucket] = process.argv.slice(2);
if (!directory || !port || !bucket) throw new Error('usage: s3-server-main DIR PORT BUCKET');
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  directory,
  silent: true,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const address = await server.run();
process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
