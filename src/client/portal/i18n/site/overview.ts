// Device overview strings (namespace "portal"); the two missing-URL messages are the spec's (§8)
export const overviewZh = {
  'overview.lead': '全部在册同步测量装置的运行状态与最新测量值，每 3 秒刷新一次；页面不在前台时暂停刷新。',
  'overview.total': '装置总数', 'overview.running': '运行', 'overview.maintenance': '检修', 'overview.stopped': '停运',
  'overview.ofType': '{{running}} 台运行 / 共 {{total}} 台',
  'overview.all': '全部类型', 'overview.search': '搜索装置名称或编号',
  'overview.col.name': '装置', 'overview.col.type': '类型', 'overview.col.province': '地区', 'overview.col.kv': '额定电压',
  'overview.col.status': '状态', 'overview.col.fq': '频率 (Hz)', 'overview.col.uaa': 'A 相电压 (kV)', 'overview.col.time': '测量时刻',
  'overview.updated': '数据更新于 {{time}}', 'overview.waiting': '正在获取实时数据…', 'overview.count': '共 {{n}} 台',
  'overview.noUrlEquips': '请设置url.querydata_equipsmeasid属性!',
  'overview.noUrlValues': '请设置url.querydata_measrealvalues属性!',
  'type.SMD-R': '新能源', 'type.SMD-C': '控制', 'type.SMD-L': '负荷', 'type.SMD-W': '波形',
};

export const overviewEn: Record<keyof typeof overviewZh, string> = {
  'overview.lead': 'Status and latest measurements of every registered device, refreshed every 3 seconds; refreshing pauses while the page is in the background.',
  'overview.total': 'Devices', 'overview.running': 'Running', 'overview.maintenance': 'Maintenance', 'overview.stopped': 'Out of service',
  'overview.ofType': '{{running}} running / {{total}} in all',
  'overview.all': 'All types', 'overview.search': 'Search by device name or id',
  'overview.col.name': 'Device', 'overview.col.type': 'Type', 'overview.col.province': 'Region', 'overview.col.kv': 'Rated voltage',
  'overview.col.status': 'Status', 'overview.col.fq': 'Frequency (Hz)', 'overview.col.uaa': 'Phase A voltage (kV)', 'overview.col.time': 'Measured at',
  'overview.updated': 'Data as of {{time}}', 'overview.waiting': 'Fetching live data…', 'overview.count': '{{n}} devices',
  'overview.noUrlEquips': 'Please set the url.querydata_equipsmeasid property!',
  'overview.noUrlValues': 'Please set the url.querydata_measrealvalues property!',
  'type.SMD-R': 'Renewables', 'type.SMD-C': 'Control', 'type.SMD-L': 'Loads', 'type.SMD-W': 'Waveforms',
};

// provinces as the device directory names them (Chinese), for the English region column
const PROVINCES: [string, string][] = [
  ['北京', 'Beijing'], ['天津', 'Tianjin'], ['上海', 'Shanghai'], ['重庆', 'Chongqing'], ['河北', 'Hebei'], ['山西', 'Shanxi'],
  ['内蒙古', 'Inner Mongolia'], ['辽宁', 'Liaoning'], ['吉林', 'Jilin'], ['黑龙江', 'Heilongjiang'], ['江苏', 'Jiangsu'],
  ['浙江', 'Zhejiang'], ['安徽', 'Anhui'], ['福建', 'Fujian'], ['江西', 'Jiangxi'], ['山东', 'Shandong'], ['河南', 'Henan'],
  ['湖北', 'Hubei'], ['湖南', 'Hunan'], ['广东', 'Guangdong'], ['广西', 'Guangxi'], ['海南', 'Hainan'], ['四川', 'Sichuan'],
  ['贵州', 'Guizhou'], ['云南', 'Yunnan'], ['西藏', 'Tibet'], ['陕西', 'Shaanxi'], ['甘肃', 'Gansu'], ['青海', 'Qinghai'],
  ['宁夏', 'Ningxia'], ['新疆', 'Xinjiang'], ['台湾', 'Taiwan'], ['香港', 'Hong Kong'], ['澳门', 'Macao'],
];
export const provinceZh: Record<string, string> = Object.fromEntries(PROVINCES.map(([zh]) => [`province.${zh}`, zh]));
export const provinceEn: Record<string, string> = Object.fromEntries(PROVINCES.map(([zh, en]) => [`province.${zh}`, en]));
