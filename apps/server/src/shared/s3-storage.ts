import type * as S3 from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { FileStorage } from './file-storage.js';
import { MissingObjectError } from './file-storage.js';
import { loadOnUse } from './load-on-use.js';

/** An S3-compatible bucket (AWS S3, Aliyun OSS, Tencent COS, MinIO, Ceph): the S3_* variables. */
export interface S3StorageOptions {
  /** The service's address; unset for AWS itself (the region's endpoint). */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both or neither; neither: the SDK's own chain (AWS_* variables, an instance or pod role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `host/bucket/key` addresses instead of `bucket.host/key`: MinIO and Ceph usually, never OSS. */
  forcePathStyle: boolean;
}

/**
 * Connections to the bucket at once. A download holds one for as long as its client reads (the bytes are
 * streamed through, decision 0022), so the SDK's default of 50 would let 50 slow downloads stall every
 * picture of the site.
 */
const MAX_SOCKETS = 512;
/** Until the answer's headers arrive; the body of a download then takes as long as its client reads. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Writes get the same, plus a second per megabyte (a floor of 1 MB/s to the bucket). */
const putTimeout = (size: number) => REQUEST_TIMEOUT_MS + Math.ceil(size / 1_000_000) * 1000;

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * The file storage in a bucket. Objects are written without an ACL, so they take the bucket's own (private:
 * the operator blocks public access, see docs/operations.md#object-storage); the server reads every one with
 * its credentials and serves it through the feature that checks who may have it. The SDK is loaded only when a
 * bucket is configured.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const sdk = loadOnUse('@aws-sdk/client-s3') as typeof S3;
  const { bucket } = options;
  const client = new sdk.S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // Checksums only where the S3 API requires them: the SDK's newer default (a CRC trailer on every upload,
    // sent as `aws-chunked`) is refused by several S3-compatible services; SHA-256 is kept in `files` anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: 5000,
      requestTimeout: REQUEST_TIMEOUT_MS,
      throwOnRequestTimeout: true,
      httpAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
    },
  });
  const where = `s3://${bucket}${options.endpoint ? ` at ${options.endpoint}` : ` (${options.region})`}`;
  const failure = (action: string, key: string, error: unknown) => {
    const e = error as { name?: string; message?: string };
    return new Error(`${where}: ${action} ${key} failed: ${e?.name ?? 'Error'}: ${e?.message ?? String(error)}`, {
      cause: error,
    });
  };

  return {
    description: where,
    async put(key, bytes) {
      try {
        await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes }), {
          requestTimeout: putTimeout(bytes.length),
        });
      } catch (error) {
        throw failure('writing', key, error);
      }
    },
    async putStream(key, body, size) {
      try {
        await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentLength: size }), {
          requestTimeout: putTimeout(size),
        });
      } catch (error) {
        body.destroy();
        throw failure('writing', key, error);
      }
    },
    async open(key, range) {
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({
            Bucket: bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return answer.Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw new MissingObjectError(key);
        throw failure('reading', key, error);
      }
    },
    async size(key) {
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw failure('looking up', key, error);
      }
    },
    async remove(key) {
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        throw failure('removing', key, error);
      }
    },
    async *list(prefix = '') {
      let token: string | undefined;
      do {
        let page: S3.ListObjectsV2CommandOutput;
        try {
          page = await client.send(
            new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
          );
        } catch (error) {
          throw failure('listing', `${prefix}*`, error);
        }
        for (const object of page.Contents ?? []) {
          if (object.Key !== undefined) yield { key: object.Key, size: object.Size ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async close() {
      client.destroy();
    },
  };
}
