import i18n from 'i18next';

/** COMTRADE strings (key `comtrade` of the console namespace): the download buttons, the upload, the channel choice. */
export const comtradeZh = {
  button: 'COMTRADE',
  title: '下载 COMTRADE（IEEE C37.111-2013）',
  format: '数据格式',
  pack: '文件',
  cff: '单个 .cff',
  zip: '.cfg + .dat（zip）',
  download: '下载',
  hint: '时间段内的全部采样：实时库仍保存时为原始数据，否则取测量历史中最细的统计表。',
  upload: '上传 COMTRADE',
  uploadHint: '选择一个 .cff 或 .zip，或同时选择 .cfg 和 .dat',
  uploading: '正在上传…',
  channel: '通道',
  needDevice: '请先选择装置',
};

export const comtradeEn: typeof comtradeZh = {
  button: 'COMTRADE',
  title: 'Download COMTRADE (IEEE C37.111-2013)',
  format: 'Data format',
  pack: 'Files',
  cff: 'One .cff',
  zip: '.cfg + .dat (zip)',
  download: 'Download',
  hint: 'Every sample of the range: as recorded while the real-time buffer holds it, else the finest statistics of measurement history.',
  upload: 'Upload COMTRADE',
  uploadHint: 'Choose one .cff or .zip, or a .cfg together with its .dat',
  uploading: 'Uploading…',
  channel: 'Channel',
  needDevice: 'Choose a device first',
};

i18n.addResourceBundle('zh', 'translation', { comtrade: comtradeZh }, true, true);
i18n.addResourceBundle('en', 'translation', { comtrade: comtradeEn }, true, true);
