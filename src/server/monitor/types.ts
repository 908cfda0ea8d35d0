/** One traced request (never headers, tokens or bodies). */
export interface TraceEntry {
  time: number;
  method: string;
  /** path only: the query string may carry credentials */
  path: string;
  status: number;
  ms: number;
  user: string | null;
}
