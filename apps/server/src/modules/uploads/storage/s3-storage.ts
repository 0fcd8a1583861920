import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../../../env.ts';
import { assertKey, type FileStorage } from './storage.ts';

/**
 * Any S3-compatible object store (AWS S3, Aliyun OSS, Tencent COS, MinIO, …) through the AWS SDK v3.
 * Checksums only where the API requires them: the SDK's default CRC32 trailers (aws-chunked uploads)
 * are not understood by many S3-compatible services.
 */
export function createS3Storage(cfg: NonNullable<Config['s3']>): FileStorage {
  const client = new S3Client({
    endpoint: cfg.endpoint,
    region: cfg.region,
    forcePathStyle: cfg.forcePathStyle,
    credentials: { accessKeyId: cfg.accessKey, secretAccessKey: cfg.secretKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // an unreachable store fails an upload within seconds (503, uploads-service.ts), not after minutes;
    // `requestTimeout` is the longest silence of a transfer, not its length
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
    maxAttempts: 2,
  });
  const Bucket = cfg.bucket;
  return {
    kind: 's3',
    async put(key, body, meta) {
      assertKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentLength: meta.size,
          ContentType: meta.contentType,
        }),
      );
    },
    async get(key) {
      assertKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return (res.Body as Readable | undefined) ?? null;
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
        throw err;
      }
    },
    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
