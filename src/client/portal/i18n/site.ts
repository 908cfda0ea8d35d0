// "portal" namespace strings owned by the site pages and the layout; zh and en must have the same keys
export const siteZh: Record<string, string> = {
  'nav.home': '首页', 'nav.overview': '装置总览', 'nav.powerfreqcurve': '同步相量数据', 'nav.harmoniccurve': '谐波数据',
  'nav.simpleharmoniccurve': '间谐波数据', 'nav.realtimecurves': '实时曲线', 'nav.realtimesvg': '实时接线图', 'nav.heatmap': '装置热力图',
  'nav.teambuilding': '团队建设', 'nav.application': '应用案例', 'nav.about': '关于我们', 'nav.layout': '页面布局',
};
export const siteEn: Record<string, string> = {
  'nav.home': 'Home', 'nav.overview': 'Devices', 'nav.powerfreqcurve': 'Synchrophasor data', 'nav.harmoniccurve': 'Harmonics',
  'nav.simpleharmoniccurve': 'Interharmonics', 'nav.realtimecurves': 'Live curves', 'nav.realtimesvg': 'Live one-line diagram', 'nav.heatmap': 'Device heat map',
  'nav.teambuilding': 'Team', 'nav.application': 'Applications', 'nav.about': 'About us', 'nav.layout': 'Page layout',
};
