export interface Curve {
  t: number[];
  min: (number | null)[];
  max: (number | null)[];
  stats: { count: number; min: number | null; max: number | null; mean: number | null };
  gaps: [number, number][];
}

export interface ValuePage {
  records: [number, number | null][];
  total: number;
  current: number;
  size: number;
}

/** One sheet of an uploaded workbook, its first 1,000 rows. */
export interface SheetView {
  name: string;
  header: unknown[];
  rows: { number: number; cells: unknown[] }[];
}

export interface TextView {
  encoding: string;
  page: number;
  text: string;
  more: boolean;
}
