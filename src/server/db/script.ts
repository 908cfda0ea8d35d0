import { sql } from 'kysely';

/** marks a statement list sent as one script (pglitePool.ts sends it to PGlite's exec, which takes several) */
export const SCRIPT_MARK = '/* script */';

/** Several statements without parameters as one round trip: PostgreSQL's simple query protocol takes a script as is. */
export const script = (statements: string[]) => sql.raw(`${SCRIPT_MARK}\n${statements.join(';\n')}`);
