/** The part of s3rver (an in-process S3-compatible server, no types of its own) the file-store tests use. */
declare module 's3rver' {
  export default class S3rver {
    constructor(opts: { port?: number; address?: string; silent?: boolean; directory: string; configureBuckets?: { name: string; configs: string[] }[] });
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
