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
  dashboard: { users: '用户数', totalVisits: '总访问量', todayVisits: '今日访问', todayIp: '今日IP', lastWeek: '近7日访问', visits: '访问次数', ips: 'IP数' },
  exception: { 403: '抱歉，你无权访问该页面', 404: '抱歉，你访问的页面不存在', 500: '抱歉，服务器出错了', back: '返回首页' },
  password: { title: '修改密码', old: '旧密码', new: '新密码', confirm: '确认新密码', failed: '密码修改失败', menu: '密码修改', noUser: '当前系统无登陆用户!' },
  depart: { title: '切换部门', label: '部门', required: '请选择登录部门', switched: '切换部门成功', menu: '切换部门' },
  settings: {
    open: '页面设置', title: '页面设置', preview: '此面板仅供开发时预览布局效果，建议在生产环境关闭。',
    style: '整体风格设置', dark: '暗色菜单风格', light: '亮色菜单风格', color: '主题色',
    colors: { daybreak: '拂晓蓝（默认）', dust: '薄暮', volcano: '火山', sunset: '日暮', cyan: '明青', green: '极光绿', geekblue: '极客蓝', purple: '酱紫' },
    nav: '导航模式', sidemenu: '侧边栏导航', topmenu: '顶部栏导航',
    contentWidth: '内容区域宽度', fixed: '固定', fluid: '流式', contentWidthHint: '该设定仅 [顶部栏导航] 时有效',
    fixedHeader: '固定 Header', autoHideHeader: '下滑时隐藏 Header', autoHideHint: '固定 Header 时可配置',
    fixSiderbar: '固定侧边菜单', fixSiderbarHint: '侧边栏导航时可配置',
    other: '其他设置', weak: '色弱模式', multipage: '多页签模式', themeFailed: 'Failed to update theme',
  },
  layout: { fold: '收起菜单', unfold: '展开菜单' },
  chunk: { failed: '页面加载失败', reload: '重新加载' },
  building: '该页面将在后续版本提供',
  portal: { welcome: '同步测量门户', console: '进入控制台' },
  tabs: { home: '首页', refresh: '刷新', closeLeft: '关闭左侧', closeRight: '关闭右侧', closeOthers: '关闭其它', homeUnclosable: '首页不能关闭!', lastTab: '这是最后一页，不能再关闭了啦' },
  sys: {
    user: {
      roles: '角色分配', departs: '所属部门', freeze: '冻结', unfreeze: '解冻', freezeConfirm: '确定冻结该用户吗?', unfreezeConfirm: '确定解冻该用户吗?',
      resetPassword: '密码', passwordRequired: '请输入新密码!', confirmRequired: '请确认新密码!', mismatch: '两次输入的密码不一样！',
    },
    role: { grant: '授权', users: '用户' },
    depart: { grant: '部门权限', users: '部门用户', roles: '部门角色' },
    dict: { items: '字典配置' },
    menu: { rules: '数据规则' },
    perm: {
      cancel: '取消', saveOnly: '仅保存', saveClose: '保存并关闭', all: '全部勾选', none: '取消全选',
      rules: '数据规则', noRules: '该页面没有数据规则', saveRules: '保存数据规则',
    },
    members: {
      pick: '选择要添加的用户', add: '添加', search: '按账号搜索', username: '用户账号', realname: '用户姓名', phone: '手机号码',
      action: '操作', remove: '移除', removeConfirm: '确定移除该用户吗?',
    },
  },
};
export type Messages = typeof zh;
