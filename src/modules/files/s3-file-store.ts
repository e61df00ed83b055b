import { Readable } from 'node:stream';
import type * as AwsS3 from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Location } from '../../config.js';
import { checkKey, type ExternalFileStore } from './file-store.js';

/** The SDK's module, loaded on first use (below); only its types are imported here. */
type Sdk = typeof AwsS3;

/**
 * A call to the bucket failed. The message names the operation and what S3
 * (or the network) answered, for the log; a client sees only 500
 * SYSTEM.INTERNAL_ERROR (src/http/error-handler.ts answers every error it does
 * not know so), never a bucket name or an SDK message.
 */
export class FileStoreError extends Error {
  override readonly name = 'FileStoreError';
}

/** The bucket is missing or unreachable at start: the process stops with this message instead of serving without its files. */
export class FileStoreUnavailableError extends Error {
  override readonly name = 'FileStoreUnavailableError';
}

interface Failure {
  name: string;
  /** The HTTP status S3 answered; undefined when no answer came (a network error, no credentials). */
  status: number | undefined;
  /** Node's errno code of a network error (ECONNREFUSED, ENOTFOUND, ETIMEDOUT). */
  errno: string | undefined;
  /** S3's request id: what AWS support asks for. */
  requestId: string | undefined;
}

function failureOf(error: unknown): Failure {
  const e = error as { name?: unknown; code?: unknown; $metadata?: { httpStatusCode?: number; requestId?: string } };
  return {
    name: typeof e.name === 'string' ? e.name : 'Error',
    status: e.$metadata?.httpStatusCode,
    errno: typeof e.code === 'string' ? e.code : undefined,
    requestId: e.$metadata?.requestId,
  };
}

function describe(failure: Failure): string {
  const details = [
    failure.status !== undefined && `HTTP ${failure.status}`,
    failure.errno,
    failure.requestId && `S3 request id ${failure.requestId}`,
  ].filter(Boolean);
  return details.length > 0 ? `${failure.name} (${details.join(', ')})` : failure.name;
}

/** What the start-up check tells the operator, by what HeadBucket answered. */
function unavailable(failure: Failure): string {
  const what = (() => {
    if (failure.name === 'CredentialsProviderError') {
      return 'no AWS credentials were found (set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, AWS_PROFILE, or give the instance a role)';
    }
    if (failure.status === 404) return 'names a bucket that does not exist';
    if (failure.status === 301) return 'names a bucket in another region than AWS_REGION';
    if (failure.status === 403) return 'names a bucket these credentials may not use (they need s3:ListBucket on it, and s3:GetObject, s3:PutObject, s3:DeleteObject on its objects)';
    return 'names a bucket that could not be reached (check S3_ENDPOINT, AWS_REGION and the network)';
  })();
  return `FILE_STORE ${what}: HeadBucket failed with ${describe(failure)}`;
}

/**
 * Bounded waits: a bucket that stops answering fails a request (and the start) instead of holding it
 * for ever. The request timeout is of an idle socket, so it also ends a download whose client stopped
 * reading for that long.
 */
const CONNECT_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Uploaded bytes in an S3-compatible bucket (`FILE_STORE=s3://bucket/prefix`):
 * each file one object under `<prefix>/<storage key>` (workspace and file ids,
 * never the uploaded name), put with its sniffed Content-Type and its length,
 * read back as a stream. The files row stays the source of truth for
 * ownership and metadata: no object is ever listed (HeadBucket at start
 * needs s3:ListBucket on the bucket, nothing else does).
 *
 * The AWS SDK is imported on first use, not with this module: an instance on
 * another store never loads it (about 300 ms of start-up here).
 * Credentials come from the SDK's default chain (AWS_ACCESS_KEY_ID /
 * AWS_SECRET_ACCESS_KEY, AWS_PROFILE, web identity, the container or instance
 * role); the SDK's own checksums (CRC32 on put) guard the bytes in transit.
 */
export function createS3FileStore(location: S3Location): ExternalFileStore {
  const { bucket } = location;
  let opened: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const open = () =>
    (opened ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: location.region,
        ...(location.endpoint ? { endpoint: location.endpoint } : {}),
        forcePathStyle: location.forcePathStyle,
        requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
      }),
    })));
  const objectKey = (key: string) => (location.prefix ? `${location.prefix}/${checkKey(key)}` : checkKey(key));

  /** Runs one call; any failure becomes a FileStoreError naming the operation (`expected` maps the answers that are no failure). */
  async function call<T>(operation: string, send: (s3: { sdk: Sdk; client: S3Client }) => Promise<T>, expected?: (failure: Failure) => T | undefined): Promise<T> {
    const s3 = await open();
    try {
      return await send(s3);
    } catch (error) {
      const failure = failureOf(error);
      const answer = expected?.(failure);
      if (answer !== undefined) return answer;
      throw new FileStoreError(`S3 ${operation} failed: ${describe(failure)}`, { cause: error });
    }
  }
  // By name, not by status: GetObject on a bucket deleted under a running instance is a 404 NoSuchBucket, a failure to log.
  const missing = <T>(value: T) => (failure: Failure) => (failure.name === 'NoSuchKey' || failure.name === 'NotFound' ? value : undefined);

  return {
    where: 'outside',

    async put(key, bytes, meta) {
      await call('PutObject', ({ sdk, client }) =>
        client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes, ContentType: meta.contentType, ContentLength: bytes.length })),
      );
    },

    async get(key) {
      const output = await call(
        'GetObject',
        async ({ sdk, client }) => (await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }))).Body,
        missing(null),
      );
      if (!output) return undefined;
      // In Node the body is a Readable: the IncomingMessage, or the SDK's checksum-validating stream around it.
      if (!(output instanceof Readable)) throw new FileStoreError('S3 GetObject answered a body that is not a Node stream');
      return output;
    },

    async has(key) {
      return call(
        'HeadObject',
        async ({ sdk, client }) => {
          await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
          return true;
        },
        missing(false),
      );
    },

    async delete(key) {
      // S3 answers a delete of a missing key with success: idempotent as the interface wants.
      await call('DeleteObject', ({ sdk, client }) => client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) })));
    },

    /** HeadBucket once at start: one cheap request that proves the bucket exists, is reachable and these credentials may use it. */
    async check() {
      const { sdk, client } = await open();
      try {
        await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        throw new FileStoreUnavailableError(unavailable(failureOf(error)));
      }
    },

    async close() {
      if (opened) (await opened).client.destroy();
      opened = undefined;
    },
  };
}
