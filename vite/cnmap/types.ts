/** A label anchor in frame pixels, with its Chinese and English text (adcode 0: the inset's caption). */
export interface CnLabel {
  adcode: number;
  zh: string;
  en: string;
  x: number;
  y: number;
  small: boolean;
}

export interface CnProvince {
  adcode: number;
  zh: string;
  en: string;
  /** SVG path data in the 1000×800 frame */
  d: string;
  bbox: [number, number, number, number];
}

export interface CnMap {
  frame: { w: number; h: number };
  provinces: CnProvince[];
  labels: CnLabel[];
  /** path data of the shapes inside the South China Sea inset (coast, islands, the dashed line) */
  inset: string[];
}
