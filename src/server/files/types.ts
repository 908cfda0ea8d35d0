import type { Readable } from 'node:stream';

/** Where uploaded files' bytes live: a local directory or an S3-compatible bucket, behind one interface. */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** stores the file at `path` (a temporary file the caller removes) under `key` */
  put(key: string, path: string, size: number, mime: string): Promise<void>;
  /** the stored bytes, or null when nothing is stored under `key` */
  get(key: string): Promise<Readable | null>;
  /** removes the object; a missing one is not an error */
  remove(key: string): Promise<void>;
}

export interface S3Config {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** path-style URLs (http://host/bucket/key), which MinIO and most self-hosted servers need */
  forcePathStyle: boolean;
}

export interface FilesConfig {
  /** the local store's directory (ISPS_FILE_DIR; unset: <ISPS_DATA_DIR>/files, or a temporary one for an in-memory database) */
  dir?: string;
  /** largest single file (ISPS_FILE_MAX_MB, default 200) */
  maxBytes: number;
  /** set when ISPS_S3_BUCKET is: files go to the bucket instead of the directory */
  s3?: S3Config;
}
