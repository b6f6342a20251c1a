import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
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
  /**
   * Writes objects of an existing bucket straight into s3rver's folder, as s3rver keeps them (`{key}._S3rver_object`;
   * it makes the ETag when first asked): thousands in a moment, where as many PUTs took half a minute on two cores.
   */
  seed(bucket: string, objects: readonly { readonly key: string; readonly bytes: Uint8Array }[]): Promise<void>;
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

export interface LocalS3Options {
  /**
   * Runs s3rver in a process of its own under `node --openssl-legacy-provider`, so that it answers listings of more
   * than 1,000 keys page by page, as S3 does: in this process (Node 20) its continuation token fails with
   * ERR_OSSL_EVP_UNSUPPORTED. It starts in about a second instead of at once.
   */
  readonly pagesListings?: boolean;
}

/** One run of s3rver on its folder: the port it listens on, and how to stop it. */
interface S3rverRun {
  readonly port: number;
  close(): Promise<void>;
}

async function runHere(port: number, directory: string, buckets: readonly string[]): Promise<S3rverRun> {
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) });
  const listening = await server.run();
  return {
    port: listening.port,
    close: async () => {
      const closed = server.close();
      // Kept-alive sockets of the clients would hold the port open.
      server.httpServer?.closeAllConnections();
      await closed;
    },
  };
}

const S3RVER_PROCESS = join(import.meta.dirname, 's3rver-process.ts');

async function runInOwnProcess(port: number, directory: string, buckets: readonly string[]): Promise<S3rverRun> {
  const args = ['--openssl-legacy-provider', '--import', 'tsx', S3RVER_PROCESS, JSON.stringify({ port, directory, buckets })];
  const child = spawn(process.execPath, args, { cwd: join(import.meta.dirname, '../../..'), stdio: ['pipe', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const listening = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^\{.*\}$/m.exec(output);
      if (line) resolve((JSON.parse(line[0]) as { port: number }).port);
    });
    void exited.then(() => reject(new Error(`s3rver's process ended before it listened: ${output}`)));
  });
  return {
    port: listening,
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function startLocalS3(buckets: readonly string[] = [], options: LocalS3Options = {}): Promise<LocalS3> {
  const dir = await tempDir('memories-s3-');
  const runS3rver = options.pagesListings ? runInOwnProcess : runHere;
  let server: S3rverRun | null = null;
  let port = 0;
  const run = async () => {
    server = await runS3rver(port, dir.path, buckets);
    port = server.port;
  };
  await run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: LOCAL_S3_REGION, forcePathStyle: true, credentials: LOCAL_S3_CREDENTIALS });

  const stop = async () => {
    const running = server;
    if (!running) return;
    server = null;
    await running.close();
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
    seed: async (bucket, objects) => {
      const files = objects.map(({ key, bytes }) => ({ path: join(dir.path, bucket, `${key}._S3rver_object`), bytes }));
      await Promise.all([...new Set(files.map((file) => dirname(file.path)))].map((folder) => mkdir(folder, { recursive: true })));
      await Promise.all(files.map((file) => writeFile(file.path, file.bytes)));
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
