/**
 * China's provincial-level divisions as devices name them (the short Chinese name, 江苏 not 江苏省) with their
 * English names: the server's "province" dictionary (device lists, cards, exports) and the portal's region column.
 */
export const PROVINCES: readonly (readonly [zh: string, en: string])[] = [
  ['北京', 'Beijing'],
  ['天津', 'Tianjin'],
  ['上海', 'Shanghai'],
  ['重庆', 'Chongqing'],
  ['河北', 'Hebei'],
  ['山西', 'Shanxi'],
  ['内蒙古', 'Inner Mongolia'],
  ['辽宁', 'Liaoning'],
  ['吉林', 'Jilin'],
  ['黑龙江', 'Heilongjiang'],
  ['江苏', 'Jiangsu'],
  ['浙江', 'Zhejiang'],
  ['安徽', 'Anhui'],
  ['福建', 'Fujian'],
  ['江西', 'Jiangxi'],
  ['山东', 'Shandong'],
  ['河南', 'Henan'],
  ['湖北', 'Hubei'],
  ['湖南', 'Hunan'],
  ['广东', 'Guangdong'],
  ['广西', 'Guangxi'],
  ['海南', 'Hainan'],
  ['四川', 'Sichuan'],
  ['贵州', 'Guizhou'],
  ['云南', 'Yunnan'],
  ['西藏', 'Tibet'],
  ['陕西', 'Shaanxi'],
  ['甘肃', 'Gansu'],
  ['青海', 'Qinghai'],
  ['宁夏', 'Ningxia'],
  ['新疆', 'Xinjiang'],
  ['台湾', 'Taiwan'],
  ['香港', 'Hong Kong'],
  ['澳门', 'Macao'],
];

const EN = new Map(PROVINCES);

/** A stored province in the reader's language (unknown names as stored). */
export const provinceText = (zh: string, lang: string): string => (lang.startsWith('en') ? (EN.get(zh) ?? zh) : zh);
