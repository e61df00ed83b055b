import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteBucketCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** The credentials s3rver knows (it checks the access key id, not the signature). */
export const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
export const S3RVER_REGION = 'us-east-1';

export interface LocalS3 {
  endpoint: string;
  /** A client of the test's own, to look into the bucket past the API. */
  client: S3Client;
  /** The environment of an instance that keeps its files in `bucket` under `prefix`. */
  env: (bucket: string, prefix?: string) => Record<string, string>;
  /** Every object key in `bucket`. */
  keys: (bucket: string) => Promise<string[]>;
  /** An object's bytes and type, or undefined. */
  object: (bucket: string, key: string) => Promise<{ bytes: Buffer; contentType: string | undefined } | undefined>;
  deleteBucket: (bucket: string) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * s3rver (a Node implementation of the S3 REST API, files in a temp
 * directory) on an ephemeral loopback port, with `buckets` created: a real
 * S3-compatible server the app's AWS SDK talks HTTP to.
 */
export async function startLocalS3(buckets: string[]): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: S3RVER_REGION,
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_CREDENTIALS.AWS_ACCESS_KEY_ID, secretAccessKey: S3RVER_CREDENTIALS.AWS_SECRET_ACCESS_KEY },
  });
  return {
    endpoint,
    client,
    env: (bucket, prefix) => ({
      FILE_STORE: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_REGION: S3RVER_REGION,
    }),
    keys: async (bucket) => ((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((object) => object.Key!).sort(),
    async object(bucket, key) {
      try {
        const output = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return { bytes: Buffer.from(await output.Body!.transformToByteArray()), contentType: output.ContentType };
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    deleteBucket: async (bucket) => void (await client.send(new DeleteBucketCommand({ Bucket: bucket }))),
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
