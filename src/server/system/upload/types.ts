/** An upload received into a temporary file, its type already checked. */
export interface ReceivedFile {
  /** the temporary file; the caller removes it */
  path: string;
  /** the client's file name, cleaned for storage and for Content-Disposition */
  name: string;
  /** sniffed from the first bytes */
  mime: string;
  size: number;
}

/** A stored file's metadata, as the static route serves it. */
export interface StoredFile {
  name: string;
  mime: string;
  size: number;
}
