// Home page strings: the test and calibration platform and the data centre (namespace "portal")
export const platformZh = {
  'platform.title': '测试与校准平台',
  'platform.lead':
    '每台装置在出厂前和返修后都要在实验室平台上完成型式试验与校准。平台以卫星驯服的恒温晶振作时间基准，由多通道同步标准源复现电网中的稳态与动态工况。',
  'platform.c37.title': '同步相量测量',
  'platform.c37.text':
    '稳态幅值与频率扫描、谐波及带外干扰；动态幅值与相角调制、频率斜坡和阶跃响应，逐项评估相量总误差（TVE）、频率误差（FE）和频率变化率误差（RFE）。',
  'platform.iec7.title': '谐波与间谐波',
  'platform.iec7.text': '用多频合成信号检验 10 周波（50 Hz）窗口下谐波群、子群与间谐波的测量准确度及频谱泄漏。',
  'platform.iec30.title': '电能质量参数',
  'platform.iec30.text': '按 A 级方法检验频率、电压幅值、闪变、不平衡以及暂降、暂升、中断的测量与时间聚合。',
  'platform.fig.tve': '≤ 0.05%',
  'platform.fig.tveLabel': 'TVE 校准不确定度',
  'platform.fig.time': '≤ 100 ns',
  'platform.fig.timeLabel': '时间基准相对 UTC 偏差',
  'platform.fig.channels': '6 路',
  'platform.fig.channelsLabel': '同步标准源通道',
  'dc.title': '数据中心',
  'dc.lead':
    '装置按 IEEE C37.118.2 协议接入数据中心。实时库以环形缓冲为每个测点保存至少 10 分钟的等间隔数据，供同步相量、谐波、间谐波曲线和装置热力图即时调阅；归档数据用于事件分析与模型校核。',
  'dc.intake.title': '实时接入',
  'dc.intake.text': '多源数据按统一时标对齐，通信中断后自动续传。',
  'dc.analysis.title': '在线分析',
  'dc.analysis.text': '实时计算频率、电压、THD 与谐波群，越限即告警。',
  'dc.open.title': '开放调阅',
  'dc.open.text': '门户公开页面可直接查看装置实时曲线与全国分布热力图。',
};

export const platformEn: Record<keyof typeof platformZh, string> = {
  'platform.title': 'Test and calibration platform',
  'platform.lead':
    'Every device is type-tested and calibrated on the laboratory platform before delivery and after repair. A satellite-disciplined oven-controlled oscillator provides the time reference, and multi-channel synchronized standard sources reproduce steady-state and dynamic grid conditions.',
  'platform.c37.title': 'Synchrophasor measurement',
  'platform.c37.text':
    'Steady-state magnitude and frequency sweeps, harmonic and out-of-band interference; dynamic amplitude and phase modulation, frequency ramps and step responses, each assessed for total vector error (TVE), frequency error (FE) and ROCOF error (RFE).',
  'platform.iec7.title': 'Harmonics and interharmonics',
  'platform.iec7.text':
    'Multi-tone signals check the accuracy and spectral leakage of harmonic groups, subgroups and interharmonics over the 10-cycle (50 Hz) window.',
  'platform.iec30.title': 'Power-quality parameters',
  'platform.iec30.text':
    'Class A methods check the measurement and time aggregation of frequency, voltage magnitude, flicker, unbalance, and sags, swells and interruptions.',
  'platform.fig.tve': '≤ 0.05%',
  'platform.fig.tveLabel': 'TVE calibration uncertainty',
  'platform.fig.time': '≤ 100 ns',
  'platform.fig.timeLabel': 'time reference offset from UTC',
  'platform.fig.channels': '6',
  'platform.fig.channelsLabel': 'synchronized source channels',
  'dc.title': 'Data centre',
  'dc.lead':
    'Devices report to the data centre over IEEE C37.118.2. The real-time database keeps at least 10 minutes of regularly sampled data per measurement point in ring buffers, ready for synchrophasor, harmonic and interharmonic curves and the device heat map; archived data serves event analysis and model validation.',
  'dc.intake.title': 'Real-time intake',
  'dc.intake.text': 'Aligns data from every source on one time base and resumes after link outages.',
  'dc.analysis.title': 'Online analysis',
  'dc.analysis.text': 'Computes frequency, voltage, THD and harmonic groups live, with limit alarms.',
  'dc.open.title': 'Open access',
  'dc.open.text': "The portal's public pages show live device curves and a heat map of devices across China.",
};
