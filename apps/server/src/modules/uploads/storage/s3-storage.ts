import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../../env.ts';
import { assertKey, type FileStorage } from './storage.ts';

/**
 * Any S3-compatible object store (AWS S3, Aliyun OSS, Tencent COS, MinIO, …) through the AWS SDK v3.
 * Checksums only where the API requires them: the SDK's default CRC32 trailers (aws-chunked uploads)
 * are not understood by many S3-compatible services.
 */
export function createS3Storage(cfg: NonNullable<Config['s3']>): FileStorage {
  // the SDK is loaded on the first call, not at start-up: most starts use the local disk (issue 34 point 5)
  let loaded: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  const s3 = () => (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: newClient(sdk) })));
  const newClient = (sdk: typeof import('@aws-sdk/client-s3')) =>
    new sdk.S3Client({
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
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
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
      const { sdk, client } = await s3();
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return (res.Body as Readable | undefined) ?? null;
      } catch (err) {
        if (err instanceof sdk.NoSuchKey) return null;
        if (err instanceof sdk.S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
        throw err;
      }
    },
    async delete(key) {
      assertKey(key);
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      const { sdk, client } = await s3();
      await client.send(new sdk.HeadBucketCommand({ Bucket }));
    },
  };
}
