/** English names of the provincial divisions by adcode (the data carries the Chinese ones). */
export const EN_NAMES: Record<number, string> = {
  110000: 'Beijing',
  120000: 'Tianjin',
  130000: 'Hebei',
  140000: 'Shanxi',
  150000: 'Inner Mongolia',
  210000: 'Liaoning',
  220000: 'Jilin',
  230000: 'Heilongjiang',
  310000: 'Shanghai',
  320000: 'Jiangsu',
  330000: 'Zhejiang',
  340000: 'Anhui',
  350000: 'Fujian',
  360000: 'Jiangxi',
  370000: 'Shandong',
  410000: 'Henan',
  420000: 'Hubei',
  430000: 'Hunan',
  440000: 'Guangdong',
  450000: 'Guangxi',
  460000: 'Hainan',
  500000: 'Chongqing',
  510000: 'Sichuan',
  520000: 'Guizhou',
  530000: 'Yunnan',
  540000: 'Tibet',
  610000: 'Shaanxi',
  620000: 'Gansu',
  630000: 'Qinghai',
  640000: 'Ningxia',
  650000: 'Xinjiang',
  710000: 'Taiwan',
  810000: 'Hong Kong',
  820000: 'Macao',
};

/** Short Chinese label names (the map is small): 内蒙古自治区 → 内蒙古, 北京市 → 北京. */
export const shortZh = (name: string) => name.replace(/(维吾尔|壮族|回族)?自治区$|特别行政区$|省$|市$/, '');

/** Label nudges in frame pixels where neighbours crowd (Beijing / Tianjin, Hong Kong / Macao). */
export const LABEL_NUDGE: Record<number, [number, number]> = {
  110000: [-6, -8],
  120000: [14, 6],
  130000: [6, 6],
  810000: [14, 10],
  820000: [-14, 12],
  310000: [18, 2],
  640000: [-4, 0],
  460000: [0, 4],
};

/** Divisions whose labels are drawn smaller. */
export const SMALL = new Set([110000, 120000, 310000, 810000, 820000, 640000, 500000]);
