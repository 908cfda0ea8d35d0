/** Rows per cached block: a 10 s window at 100 Hz is ~15 whole blocks and two partial ones. */
export const BLOCK_ROWS = 64;
/** printed text kept per ring: at least ~4,500 values (the last ~45 s of a 100 Hz record) … */
const MIN_BUDGET_BYTES = 32 * 1024;
/** … or the rows of 12 s at ~10 bytes a value: a 10 s window of a 5,120 Hz waveform fits (~600 KB) */
const BUDGET_SECONDS = 12;
const VALUE_TEXT_BYTES = 10;

/** the printed text a ring keeps: the portal's longest window of it, so its viewers share one print */
export const printBudget = (rate: number, width: number) => Math.max(MIN_BUDGET_BYTES, Math.ceil(rate * width * BUDGET_SECONDS * VALUE_TEXT_BYTES));

/**
 * The JSON text of whole blocks of a ring's rows, printed once and reused by every poll that
 * covers them (many portal viewers of one device, or one viewer's overlapping windows). Only
 * blocks already complete are cached; the ring drops a block when a late write lands in it.
 * Bounded per ring; the oldest printed block goes first.
 */
export class PrintCache {
  private readonly blocks = new Map<number, Buffer>();
  private bytes = 0;
  /** no block above this one is kept: writes at the ring's head (nearly all) return at once */
  private top = -1;

  constructor(
    readonly width: number,
    readonly decimals: number,
    private readonly budget: number,
  ) {}

  /** whether a window of `values` values can be kept whole: a longer one would only push out what others reuse */
  holds(values: number): boolean {
    return values * VALUE_TEXT_BYTES <= this.budget;
  }

  get(block: number): Buffer | undefined {
    return this.blocks.get(block);
  }

  set(block: number, text: Buffer): void {
    if (text.length > this.budget) return;
    while (this.bytes + text.length > this.budget) {
      const [first, old] = this.blocks.entries().next().value!;
      this.blocks.delete(first);
      this.bytes -= old.length;
    }
    this.blocks.set(block, text);
    this.bytes += text.length;
    if (block > this.top) this.top = block;
  }

  /** rows [from, to] were written: their blocks' text is stale */
  invalidate(from: number, to: number): void {
    const lo = Math.floor(from / BLOCK_ROWS);
    if (this.blocks.size === 0 || lo > this.top) return;
    const hi = Math.floor(to / BLOCK_ROWS);
    if (hi - lo < this.blocks.size) {
      for (let b = lo; b <= hi; b++) this.drop(b);
    } else for (const b of [...this.blocks.keys()]) if (b >= lo && b <= hi) this.drop(b);
  }

  private drop(block: number): void {
    const text = this.blocks.get(block);
    if (!text) return;
    this.blocks.delete(block);
    this.bytes -= text.length;
  }
}
