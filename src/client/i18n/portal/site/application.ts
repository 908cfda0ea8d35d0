// Application cases (namespace "portal")
export const applicationZh = {
  'cases.lead': '同步测量装置已在电源侧、电网侧和负荷侧的典型场景中运行。以下案例说明每类场景的问题、方案与成效。',
  'cases.challenge': '问题',
  'cases.solution': '方案',
  'cases.result': '成效',
  'cases.viewData': '查看相关数据：{{page}}',
  'cases.wind.title': '风电与光伏基地',
  'cases.wind.challenge': '大规模新能源经长距离交直流通道外送，风机与光伏逆变器的控制相互作用可能引发 20–80 Hz 的次/超同步振荡，秒级 SCADA 数据无法观测。',
  'cases.wind.solution': '在汇集站和主要场站并网点部署 SMD-R，以 100 Hz 上送相量与振荡分量，数据中心按场站群实时辨识振荡模式。',
  'cases.wind.result': '振荡发生后数秒内即可定位主导场站，为调整控制参数与制定切机策略提供依据。',
  'cases.hvdc.title': '特高压直流换流站',
  'cases.hvdc.challenge': '直流闭锁或换相失败后，送受端频率快速变化，频率紧急控制与直流调制需要在数十毫秒内得到可靠的频率和相角。',
  'cases.hvdc.solution': '在换流站交流母线部署 SMD-C，在 48–52 Hz 范围内跟踪频率，测量时延小于 25 ms，测量值直接送入控制系统。',
  'cases.hvdc.result': '控制系统与调度主站使用同一时标的测量值，事后可逐周波复现扰动过程。',
  'cases.industry.title': '大工业负荷',
  'cases.industry.challenge': '电解铝整流、钢铁电弧炉、轨道牵引等负荷注入谐波与间谐波，冲击性功率波动还会引起邻近用户的电压闪变。',
  'cases.industry.solution': '在用户接入点安装 SMD-L，以 M 类性能同步测量相量，并按 IEC 61000-4-7 计算谐波群、子群与间谐波。',
  'cases.industry.result': '同步数据区分用户注入与背景谐波，为滤波装置选型和治理效果评估提供依据。',
  'cases.dist.title': '配电网与台区',
  'cases.dist.challenge': '分布式光伏与电动汽车充电使台区电压越限、暂降频发，事件持续时间短，难以留下证据。',
  'cases.dist.solution': '在台区变压器低压侧部署 SMD-W，在 0.8–12.8 kHz 间自适应采样并记录事件波形，多个台区统一时标比对。',
  'cases.dist.result': '判别暂降来源方向、定位故障区段，运维人员依据波形证据处置。',
};

export const applicationEn: Record<keyof typeof applicationZh, string> = {
  'cases.lead':
    'The synchronized measurement devices run in typical situations on the generation, grid and load side. Each case below gives the problem, the solution and what it achieved.',
  'cases.challenge': 'Problem',
  'cases.solution': 'Solution',
  'cases.result': 'Result',
  'cases.viewData': 'See the data: {{page}}',
  'cases.wind.title': 'Wind and solar bases',
  'cases.wind.challenge':
    'Large renewable bases export over long AC and DC corridors; the controls of turbines and PV inverters can interact and start sub- or super-synchronous oscillations at 20–80 Hz that second-level SCADA data cannot see.',
  'cases.wind.solution':
    'SMD-R devices at the collector substations and the main plant connections report phasors and oscillation components at 100 Hz; the data centre identifies the oscillation modes per plant cluster in real time.',
  'cases.wind.result': 'Within seconds of an oscillation the dominant plant is located, giving grounds for retuning controls and for tripping strategies.',
  'cases.hvdc.title': 'HVDC converter stations',
  'cases.hvdc.challenge':
    'After a DC block or a commutation failure the frequency at both ends changes fast; emergency frequency control and DC modulation need reliable frequency and phase angle within tens of milliseconds.',
  'cases.hvdc.solution':
    'SMD-C devices on the AC buses of the converter station track frequency across 48–52 Hz with a latency under 25 ms and feed the control system directly.',
  'cases.hvdc.result': 'The control system and the dispatch centre share time-stamped measurements, and every disturbance can be replayed cycle by cycle.',
  'cases.industry.title': 'Large industrial loads',
  'cases.industry.challenge':
    'Aluminium rectifiers, electric arc furnaces and rail traction inject harmonics and interharmonics, and their power swings cause flicker for neighbouring customers.',
  'cases.industry.solution':
    'SMD-L devices at the customer connection measure phasors with M-class performance and compute harmonic groups, subgroups and interharmonics per IEC 61000-4-7.',
  'cases.industry.result':
    "Synchronized data separate the customer's emission from background harmonics, guiding filter design and the assessment of mitigation.",
  'cases.dist.title': 'Distribution grids',
  'cases.dist.challenge':
    'Rooftop PV and EV charging push district voltages beyond limits and cause frequent sags; the events are short and leave little evidence.',
  'cases.dist.solution':
    'SMD-W devices on the low-voltage side of district transformers sample adaptively at 0.8–12.8 kHz and record event waveforms, compared across districts on one time base.',
  'cases.dist.result': 'The direction of a sag source and the faulted section are found, and field crews act on waveform evidence.',
};
