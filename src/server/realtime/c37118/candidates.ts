/** At most this many incomplete look-ahead candidates are remembered (garbage can hold many). */
const MAX_OPEN = 1024;

/** Incomplete look-ahead candidates: each is checked once, when its last byte has arrived. */
export class Candidates {
  private starts: number[] = [];
  private ends: number[] = [];
  /** the smallest end: nothing to check before the data reaches it */
  private due = Infinity;

  add(start: number, end: number): void {
    if (this.starts.length >= MAX_OPEN) return;
    this.starts.push(start);
    this.ends.push(end);
    this.due = Math.min(this.due, end);
  }

  /** Drops candidates at or before `pos`, checks those now complete; the first valid start, or -1. */
  settle(pos: number, end: number, valid: (start: number, size: number) => boolean): number {
    if (end < this.due && (!this.starts.length || this.starts[0] > pos)) return -1;
    let best = -1;
    const starts: number[] = [];
    const ends: number[] = [];
    this.due = Infinity;
    for (let i = 0; i < this.starts.length; i++) {
      const s = this.starts[i];
      const e = this.ends[i];
      if (s <= pos) continue;
      if (e > end) {
        starts.push(s);
        ends.push(e);
        this.due = Math.min(this.due, e);
      } else if ((best < 0 || s < best) && valid(s, e - s)) best = s;
    }
    this.starts = starts;
    this.ends = ends;
    return best;
  }

  /** The array they index moved `by` bytes to the front. */
  shift(by: number): void {
    if (!by) return;
    for (let i = 0; i < this.starts.length; i++) {
      this.starts[i] -= by;
      this.ends[i] -= by;
    }
    this.due -= by;
  }

  clear(): void {
    this.starts = [];
    this.ends = [];
    this.due = Infinity;
  }
}
