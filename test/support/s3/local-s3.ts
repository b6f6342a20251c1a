import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { tempDir } from '../temp-dir.js';

export const LOCAL_S3_REGION = 'us-east-1';
/** s3rver's fixed key pair: it accepts requests signed with it. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/**
 * An S3-compatible server on 127.0.0.1 (s3rver, in this process), its objects in a temporary folder. It can be stopped
 * and started again on the same port with the same objects, to play an outage. s3rver answers at once what it was
 * just told: tests must not read that as a promise every S3-compatible service keeps (listings may lag elsewhere).
 */
export interface LocalS3 {
  readonly endpoint: string;
  readonly port: number;
  /** A client of this server (path-style addressing, s3rver's credentials). */
  readonly client: S3Client;
  /** The configuration of a server that keeps its photos in `bucket` here. */
  env(bucket: string, prefix?: string): Record<string, string>;
  createBucket(name: string): Promise<void>;
  /** Every key in a bucket, sorted. */
  keys(bucket: string): Promise<string[]>;
  /** Stops answering: connections are refused until `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server (if running) and removes its folder. */
  dispose(): Promise<void>;
}

/**
 * What the AWS SDK's default chain reads from the process environment (region, key pair), for a server built from
 * configuration: set them with `vi.stubEnv` for the test's duration.
 */
export const LOCAL_S3_SDK_ENV = {
  AWS_REGION: LOCAL_S3_REGION,
  AWS_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
} as const;

export async function startLocalS3(buckets: readonly string[] = []): Promise<LocalS3> {
  const dir = await tempDir('memories-s3-');
  let server: S3rver | null = null;
  let port = 0;
  const run = async () => {
    const next = new S3rver({ port, address: '127.0.0.1', silent: true, directory: dir.path, configureBuckets: buckets.map((name) => ({ name })) });
    port = (await next.run()).port;
    server = next;
  };
  await run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: LOCAL_S3_REGION, forcePathStyle: true, credentials: LOCAL_S3_CREDENTIALS });

  const stop = async () => {
    const running = server;
    if (!running) return;
    server = null;
    const closed = running.close();
    // Kept-alive sockets of the clients would hold the port open.
    running.httpServer?.closeAllConnections();
    await closed;
  };

  return {
    endpoint,
    port,
    client,
    env: (bucket, prefix) => ({
      STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    createBucket: async (name) => {
      await client.send(new CreateBucketCommand({ Bucket: name }));
    },
    keys: async (bucket) => {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    stop,
    start: run,
    dispose: async () => {
      await stop();
      client.destroy();
      await dir.remove();
    },
  };
}
