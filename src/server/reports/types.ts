import type { FastifyBaseLogger } from 'fastify';
import type { Ctx } from '../http/types.js';
import type { Secrets } from '../schema/secrets.js';
import type { ReportPools } from './pools.js';

/** Where and for whom a report runs: built per request in routes.ts. */
export interface ReportEnv {
  ctx: Ctx;
  pools: ReportPools;
  secrets: Secrets;
  /** the database role reports run as on the main database (reportRole.ts); null when it could not be set up */
  role: string | null;
  /** administrators read the database's own words when a report's SQL fails; others a generic message */
  detail: boolean;
  log: FastifyBaseLogger;
}
