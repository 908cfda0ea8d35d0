import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

/** Deeper than any form or config the client sends; bounds the work of every later walk over a body. */
const MAX_DEPTH = 64;

const shown = (path: string) => path.replace(/\0/g, '\\0') || 'body';

/**
 * PostgreSQL cannot store a NUL character in text, so one reaching a query is a driver error (a 500).
 * Walks a parsed value without recursion (a deeply nested body cannot exhaust the stack) and names
 * the first field holding a NUL, in its value or its key.
 */
function findBadValue(root: unknown): { field: string; problem: 'nul' | 'depth' } | null {
  const stack: [unknown, string, number][] = [[root, '', 0]];
  while (stack.length) {
    const [value, path, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\0')) return { field: path, problem: 'nul' };
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_DEPTH) return { field: path, problem: 'depth' };
      for (const [k, v] of Object.entries(value)) {
        const child = path ? `${path}.${k}` : k;
        if (k.includes('\0')) return { field: child, problem: 'nul' };
        stack.push([v, child, depth + 1]);
      }
    }
  }
  return null;
}

/** Throws the 400 for a value holding a NUL or nested too deeply. */
export function assertCleanInput(value: unknown) {
  const bad = findBadValue(value);
  if (!bad) return;
  throw bad.problem === 'nul'
    ? badRequest(`${shown(bad.field)} 不能包含 NUL 字符`, bad.field || 'body')
    : badRequest(`${shown(bad.field.split('.')[0])} 嵌套层级过深（最多 ${MAX_DEPTH} 层）`, bad.field.split('.')[0] || 'body');
}

/** busboy would fail later, inside the handler, on a multipart request it cannot split */
function assertMultipartBoundary(req: FastifyRequest) {
  const type = req.headers['content-type'];
  if (type === undefined || !/^multipart\//i.test(type)) return;
  if (!/;\s*boundary=("[^"]+"|[^;\s]+)/i.test(type)) throw badRequest('multipart/form-data 请求缺少 boundary', 'content-type');
}

/** One check for every route, before any handler or the database sees the request (synchronous: no promise per request). */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', (req, _reply, done) => {
    try {
      assertMultipartBoundary(req);
      // path and query values are flat strings decoded from the URL, where a NUL can only be written
      // %00 (a raw one ends the request line): most requests (every portal poll) skip their walk
      if (req.url.includes('%00')) {
        assertCleanInput(req.params);
        assertCleanInput(req.query);
      }
      if (req.body !== undefined) assertCleanInput(req.body);
    } catch (err) {
      return done(err as Error);
    }
    done();
  });
}
