// s3rver in a process of its own, started by `startLocalS3(…, { pagesListings: true })` under
// `node --openssl-legacy-provider`: its continuation tokens are DES, which Node 20's OpenSSL refuses otherwise.
// Argument: `{ port, directory, buckets }` as JSON; answers `{ port }` on a line once it listens. It stops on SIGTERM,
// and when its parent goes away (its standard input closes).
import S3rver from 's3rver';

const { port, directory, buckets } = JSON.parse(process.argv[2]!) as { port: number; directory: string; buckets: string[] };
const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) });
const listening = await server.run();
process.stdout.write(`${JSON.stringify({ port: listening.port })}\n`);

const stop = () => {
  server.httpServer?.closeAllConnections();
  void server.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
