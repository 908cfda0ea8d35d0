export const zh = {
  app: { title: 'ISPS 同步测量监测系统', short: 'ISPS', desc: '新能源、控制与负荷的同步全景测量监测' },
  login: {
    title: '账户密码登录', username: '请输入用户名', password: '请输入密码', submit: '登 录', captcha: '请输入验证码',
    usernameRequired: '请输入用户名!', passwordRequired: '请输入密码!', failed: '登录失败',
    welcome: '欢迎', welcomeBack: '欢迎回来',
  },
  menu: { home: '首页', search: '搜索菜单' },
  header: { logout: '退出登录', logoutConfirm: '真的要注销登录吗 ?', clearCache: '清理缓存', cacheOk: '刷新缓存完成！', cacheFail: '刷新缓存失败！', language: '语言' },
  greeting: { morning: '早上好', forenoon: '上午好', noon: '中午好', afternoon: '下午好', evening: '晚上好' },
  dashboard: { totalVisits: '总访问量', todayVisits: '今日访问', todayIp: '今日IP', lastWeek: '近7日访问', visits: '访问次数', ips: 'IP数' },
  exception: { 403: '抱歉，你无权访问该页面', 404: '抱歉，你访问的页面不存在', 500: '抱歉，服务器出错了', back: '返回首页' },
  password: { title: '修改密码', old: '旧密码', new: '新密码', confirm: '确认新密码', failed: '密码修改失败', menu: '密码修改', noUser: '当前系统无登陆用户!' },
  depart: { title: '切换部门', label: '部门', required: '请选择登录部门', switched: '切换部门成功', menu: '切换部门' },
  building: '该页面将在后续版本提供',
  portal: { welcome: '同步测量门户', console: '进入控制台' },
  tabs: { home: '首页', refresh: '刷新', closeLeft: '关闭左侧', closeRight: '关闭右侧', closeOthers: '关闭其它', homeUnclosable: '首页不能关闭!', lastTab: '这是最后一页，不能再关闭了啦' },
};
export type Messages = typeof zh;
