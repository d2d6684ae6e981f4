import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.ts';
import type { StorageDriver } from './storage-driver.ts';

/** Any S3-compatible bucket (AWS, R2, MinIO…); chosen when S3_BUCKET is set. */
export class S3Storage implements StorageDriver {
  private client?: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }>;

  constructor(private readonly config: S3Config) {}

  async put(key: string, data: Buffer, contentType: string): Promise<string> {
    const { s3, sdk } = await this.connect();
    await s3.send(
      new sdk.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: data,
        ContentType: contentType,
        // Keys are never reused, so the object can be cached for ever.
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    return this.urlOf(key);
  }

  async remove(key: string): Promise<void> {
    const { s3, sdk } = await this.connect();
    await s3.send(new sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  urlOf(key: string): string {
    const { bucket, endpoint, publicUrl, region } = this.config;
    if (publicUrl) return `${publicUrl}/${key}`;
    if (endpoint) return `${endpoint.replace(/\/+$/, '')}/${bucket}/${key}`;
    return `https://${bucket}.s3.${region}.amazonaws.com/${key}`;
  }

  // The SDK is large; load it only when a bucket is actually used.
  private connect() {
    this.client ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { accessKeyId, secretAccessKey, endpoint, region } = this.config;
      const s3 = new sdk.S3Client({
        region,
        endpoint,
        forcePathStyle: Boolean(endpoint),
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      });
      return { s3, sdk };
    });
    return this.client;
  }
}
