/** Why a frame was refused; the ingest counts them per reason. */
export type FrameErrorReason = 'sync' | 'size' | 'crc' | 'truncated' | 'type' | 'no-config' | 'layout';

export class FrameError extends Error {
  constructor(
    readonly reason: FrameErrorReason,
    message: string,
  ) {
    super(message);
  }
}

/** A bounds-checked big-endian reader over one frame. */
export class Reader {
  readonly view: DataView;
  constructor(
    readonly buf: Uint8Array,
    public pos: number,
    readonly end: number,
  ) {
    this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  }
  need(n: number): void {
    if (this.pos + n > this.end) throw new FrameError('layout', `frame body ends ${this.pos + n - this.end} bytes short`);
  }
  u8(): number {
    this.need(1);
    return this.buf[this.pos++];
  }
  u16(): number {
    this.need(2);
    const v = this.view.getUint16(this.pos);
    this.pos += 2;
    return v;
  }
  i16(): number {
    this.need(2);
    const v = this.view.getInt16(this.pos);
    this.pos += 2;
    return v;
  }
  u32(): number {
    this.need(4);
    const v = this.view.getUint32(this.pos);
    this.pos += 4;
    return v;
  }
  i32(): number {
    this.need(4);
    const v = this.view.getInt32(this.pos);
    this.pos += 4;
    return v;
  }
  f32(): number {
    this.need(4);
    const v = this.view.getFloat32(this.pos);
    this.pos += 4;
    return v;
  }
  bytes(n: number): Uint8Array {
    this.need(n);
    const b = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return b;
  }
}

/** A growable big-endian writer. */
export class Writer {
  private buf = new Uint8Array(256);
  private view = new DataView(this.buf.buffer);
  pos = 0;
  private room(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.pos + n));
    next.set(this.buf);
    this.buf = next;
    this.view = new DataView(next.buffer);
  }
  u8(v: number): void {
    this.room(1);
    this.buf[this.pos++] = v;
  }
  u16(v: number): void {
    this.room(2);
    this.view.setUint16(this.pos, v);
    this.pos += 2;
  }
  i16(v: number): void {
    this.room(2);
    this.view.setInt16(this.pos, v);
    this.pos += 2;
  }
  u32(v: number): void {
    this.room(4);
    this.view.setUint32(this.pos, v >>> 0);
    this.pos += 4;
  }
  i32(v: number): void {
    this.room(4);
    this.view.setInt32(this.pos, v);
    this.pos += 4;
  }
  f32(v: number): void {
    this.room(4);
    this.view.setFloat32(this.pos, v);
    this.pos += 4;
  }
  bytes(b: Uint8Array): void {
    this.room(b.length);
    this.buf.set(b, this.pos);
    this.pos += b.length;
  }
  /** fixed-width ASCII, space padded */
  text(s: string, n: number): void {
    this.room(n);
    for (let i = 0; i < n; i++) this.buf[this.pos + i] = i < s.length ? s.charCodeAt(i) & 0xff : 0x20;
    this.pos += n;
  }
  setU16(at: number, v: number): void {
    this.view.setUint16(at, v);
  }
  result(): Uint8Array {
    return this.buf.slice(0, this.pos);
  }
}
