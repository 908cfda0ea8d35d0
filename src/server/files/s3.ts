import fs from 'node:fs';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStore, S3Config } from './types.js';

/** Files as objects of one bucket in any S3-compatible service (AWS, MinIO, Ceph RGW …). */
export class S3Store implements FileStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly c: S3Config) {
    this.client = new S3Client({
      endpoint: c.endpoint,
      region: c.region,
      forcePathStyle: c.forcePathStyle,
      credentials: c.accessKeyId && c.secretAccessKey ? { accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey } : undefined,
      // checksums only where the API demands them: many self-hosted servers reject the SDK's default streaming checksum trailers
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, path: string, size: number, mime: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.c.bucket,
        Key: key,
        Body: fs.createReadStream(path),
        ContentLength: size,
        ContentType: mime,
      }),
    );
  }

  async get(key: string): Promise<Readable | null> {
    try {
      const r = await this.client.send(new GetObjectCommand({ Bucket: this.c.bucket, Key: key }));
      return r.Body as Readable;
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.c.bucket, Key: key }));
  }
}
