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

export interface SheetView {
  header: unknown[];
  rows: { number: number; cells: unknown[] }[];
  total: number;
}

export interface TextView {
  encoding: string;
  page: number;
  text: string;
  more: boolean;
}
