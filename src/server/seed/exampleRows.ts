/** Sample rows of the 示例 lists, after Ant Design Pro's demo data. */

/** isps_demo_rule: [rule no., description, service calls, status, updated] */
export const EXAMPLE_RULES: [string, string, number, string, string][] = Array.from({ length: 14 }, (_, i) => [
  `NO-${String(1001 + i)}`,
  ['同步相量采集规则', '频率越限巡检', '谐波畸变率统计', '电压暂降录波触发', '数据补招任务', '装置对时检查', '告警汇总推送'][i % 7],
  (i * 7919) % 1000,
  String(i % 4),
  `2026-0${1 + (i % 9)}-${String(10 + i).padStart(2, '0')} 0${i % 10}:30:00`,
]);

/** isps_demo_article: [title, kind, owner, tags, summary, stars, likes] */
export const EXAMPLE_ARTICLES: [string, string, string, string, string, number, number][] = [
  ['Alipay', 'article', '付小小', 'Ant Design,设计语言', '段落示意：蚂蚁金服设计平台 ant.design，用最小的工作量，无缝接入蚂蚁金服生态。', 162, 89],
  ['Angular', 'article', '曲丽丽', 'Angular,前端', '希望是一个好东西，也许是最好的，好东西是不会消亡的。', 118, 42],
  ['Ant Design', 'article', '林东东', 'React,组件库', '生命就像一盒巧克力，结果往往出人意料。', 97, 35],
  ['Ant Design Pro', 'project', '周星星', '中后台,模板', '城镇中有那么多的酒馆，她却偏偏走进了我的酒馆。', 204, 130],
  ['Bootstrap', 'project', '吴加好', 'CSS,响应式', '那时候我只会想自己想要什么，从不想自己拥有什么。', 75, 21],
  ['React', 'project', '朱偏右', 'React,前端', '凛冬将至。', 311, 178],
  ['Vue', 'application', '鱼酱', 'Vue,渐进式', '渐进式 JavaScript 框架，易学易用，性能出色。', 260, 150],
  ['Webpack', 'application', '乐哥', '构建,打包', '把模块打包成浏览器能用的资源。', 88, 30],
  ['Formily', 'application', '谭小仪', '表单,Schema', '面向中后台复杂场景的表单解决方案，用 JSON Schema 描述表单。', 140, 66],
];
