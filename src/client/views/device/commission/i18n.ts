import i18n from 'i18next';

/** The commissioning pages' strings ship with their chunks (key `commission` of the console namespace). */
export const commissionZh = {
  steps: { basic: '基本信息', points: '量测点', location: '安装位置', confirm: '确认' },
  prev: '上一步',
  next: '下一步',
  submit: '提交登记',
  auto: '留空自动生成',
  typePoints: '该类型装置自带的量测点（频率、电压等）会自动创建；这里添加相量通道等额外量测点。',
  addPoint: '添加量测点',
  point: '量测点',
  noPoints: '无额外量测点',
  mapHint: '在地图上点击安装位置，或直接填写经纬度。',
  outside: '该位置不在地图范围内',
  done: '装置已登记',
  doneSub: '装置 {{equipId}} 及其 {{count}} 个额外量测点已保存。',
  toCards: '查看设备卡片',
  again: '继续登记',
  loading: '加载中…',
  cards: {
    search: '查询',
    live: { online: '在线', offline: '离线', idle: '未运行' },
    location: '位置',
    points: '量测点',
    empty: '没有符合条件的装置',
  },
};

export const commissionEn: typeof commissionZh = {
  steps: { basic: 'Basic data', points: 'Measurement points', location: 'Location', confirm: 'Confirm' },
  prev: 'Back',
  next: 'Next',
  submit: 'Register',
  auto: 'blank: generated',
  typePoints: 'The points every device of this type has (frequency, voltage, …) are created automatically; add extra ones such as phasor channels here.',
  addPoint: 'Add a point',
  point: 'Point',
  noPoints: 'No extra measurement points',
  mapHint: 'Click the site on the map, or enter longitude and latitude.',
  outside: 'This place is outside the map',
  done: 'Device registered',
  doneSub: 'Device {{equipId}} and its {{count}} extra measurement points were saved.',
  toCards: 'Open the device cards',
  again: 'Register another',
  loading: 'Loading…',
  cards: {
    search: 'Search',
    live: { online: 'Online', offline: 'Offline', idle: 'Not running' },
    location: 'Location',
    points: 'Points',
    empty: 'No devices match',
  },
};

i18n.addResourceBundle('zh', 'translation', { commission: commissionZh }, true, true);
i18n.addResourceBundle('en', 'translation', { commission: commissionEn }, true, true);
