import type { Ctx } from '../http/types.js';
import { DEVICE_EVENT_KINDS, type DeviceEventKind } from '../notify/types.js';
import { DEFAULT_RULES, SEVERITIES, type AlarmRule, type Severity } from '../realtime/events/types.js';

/** Bus topic: alarm rules changed (the entity's hooks publish it); every process reloads its rules. */
export const RULES_TOPIC = 'pq:rules';
/** The fallback should a bus notice be lost (a PostgreSQL LISTEN connection that dropped). */
const RELOAD_EVERY_MS = 30_000;
export const RULES_TABLE = 'isps_alarm_rule';

const list = (v: unknown) =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const num = (v: unknown, def: number) => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? def : Number(v));

/** An isps_alarm_rule row as the detector's rule (rows of an unknown kind are skipped). */
export function ruleOf(r: Record<string, any>): AlarmRule | null {
  if (!DEVICE_EVENT_KINDS.includes(r.kind)) return null;
  return {
    id: String(r.id),
    name: String(r.name ?? ''),
    kind: r.kind as DeviceEventKind,
    equipId: r.equip_id || null,
    equipType: r.equip_type || null,
    limit: num(r.limit_value, 0),
    hysteresis: num(r.hysteresis, 0),
    minDurationMs: num(r.min_duration_ms, 0),
    severity: (SEVERITIES as readonly string[]).includes(r.severity) ? (r.severity as Severity) : 'M',
    notifyUsers: list(r.notify_users),
    notifyRoles: list(r.notify_roles),
    captureBefore: Math.min(10, Math.max(0, num(r.capture_before, 1))),
    captureAfter: Math.min(10, Math.max(0, num(r.capture_after, 1))),
  };
}

/**
 * The enabled alarm rules, in memory, in every process: reloaded when the bus says they changed
 * (this process or another, within the bus's delay) and every 30 s regardless. Without the entity
 * (schema file removed) the code defaults apply.
 */
export class RuleBook {
  rules: AlarmRule[] = DEFAULT_RULES;
  /** bumped by every reload that changed something: the detector picks the new rules up */
  version = 0;
  private loading: Promise<void> = Promise.resolve();
  private queued = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly ctx: Ctx) {}

  start(): void {
    this.ctx.bus.on(RULES_TOPIC, () => void this.reload());
    this.timer = setInterval(() => void this.reload(), RELOAD_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Re-reads the rules; calls during a reload coalesce into one more. */
  reload(): Promise<void> {
    if (this.queued) return this.loading;
    this.queued = true;
    this.loading = this.loading
      .then(async () => {
        this.queued = false;
        if (!this.ctx.registry.get(RULES_TABLE)) return;
        const rows = await this.ctx.db.selectFrom(RULES_TABLE).selectAll().where('enabled', '=', true).orderBy('id').execute();
        const rules = rows.map(ruleOf).filter((r): r is AlarmRule => !!r);
        if (JSON.stringify(rules) === JSON.stringify(this.rules)) return;
        this.rules = rules;
        this.version++;
      })
      .catch(() => {
        /* the table may not exist yet on a first start; the next reload tries again */
      });
    return this.loading;
  }
}

const books = new WeakMap<Ctx, RuleBook>();
export const rulesOf = (ctx: Ctx): RuleBook | undefined => books.get(ctx);
export const registerRules = (ctx: Ctx, book: RuleBook) => books.set(ctx, book);
