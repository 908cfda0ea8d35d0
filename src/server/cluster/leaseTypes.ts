/** Where a lease lives (Redis or PostgreSQL): each call is atomic, and false when another owner holds it. */
export interface LeaseStore {
  /** takes the lease for `ttlMs` when it is free or expired */
  acquire(owner: string, ttlMs: number): Promise<boolean>;
  /** extends it when `owner` still holds it */
  renew(owner: string, ttlMs: number): Promise<boolean>;
  release(owner: string): Promise<void>;
}

export interface LeaseOptions {
  /** a holder that stops renewing (killed, cut off) loses the lease after this long */
  ttlMs: number;
  /** told when this process gains (true) or loses (false) the lease */
  onChange: (held: boolean) => void | Promise<void>;
}
