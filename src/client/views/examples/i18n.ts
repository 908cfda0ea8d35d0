import i18n from 'i18next';

/** The 示例 pages' strings ship with their chunks (key `examples` of the console namespace). */
export const examplesZh = {
  loading: '加载中…',
  submit: '提交',
  reset: '重置',
  basic: {
    intro: '表单页用于向用户收集或验证信息，基础表单常见于数据项较少的表单场景。',
    recent: '最近提交',
    empty: '尚无提交',
  },
  step: {
    intro: '将一个冗长或用户不熟悉的表单任务分成多个步骤，指导用户完成。',
    steps: { fill: '填写转账信息', confirm: '确认转账信息', done: '完成' },
    prev: '上一步',
    next: '下一步',
    warn: '确认转账后，资金将直接打入对方账户，无法退回。',
    done: '操作成功',
    doneSub: '已向 {{name}} 转账 {{amount}} 元，预计两小时内到账。',
    again: '再转一笔',
  },
  advanced: {
    intro: '高级表单常见于一次性输入和提交大批量数据的场景。',
    repo: '仓库管理',
    task: '任务管理',
    members: '成员管理',
    memberName: '成员姓名',
    workId: '工号',
    department: '所属部门',
    addMember: '新增成员',
    remove: '删除',
    memberRequired: '请填写成员姓名',
  },
  cards: {
    intro: '段落示意：卡片列表以卡片的形式展示一组同类记录，便于浏览与比较。',
    add: '新增',
    empty: '暂无数据',
    stars: '收藏',
    likes: '点赞',
  },
  search: {
    placeholder: '请输入标题关键字',
    button: '搜索',
    all: '全部',
    empty: '没有找到匹配的内容',
    updated: '更新于',
  },
};

export const examplesEn: typeof examplesZh = {
  loading: 'Loading…',
  submit: 'Submit',
  reset: 'Reset',
  basic: {
    intro: 'Form pages collect or check information from users; a basic form suits a few fields.',
    recent: 'Recently submitted',
    empty: 'Nothing submitted yet',
  },
  step: {
    intro: 'A long or unfamiliar form task split into steps that guide the user through it.',
    steps: { fill: 'Transfer details', confirm: 'Confirm the transfer', done: 'Done' },
    prev: 'Back',
    next: 'Next',
    warn: 'Once confirmed, the money goes straight to the payee and cannot be returned.',
    done: 'Transfer submitted',
    doneSub: '{{amount}} CNY to {{name}}; it should arrive within two hours.',
    again: 'Make another transfer',
  },
  advanced: {
    intro: 'An advanced form takes a large batch of data entered and submitted at once.',
    repo: 'Repository',
    task: 'Task',
    members: 'Members',
    memberName: 'Name',
    workId: 'Staff no.',
    department: 'Department',
    addMember: 'Add a member',
    remove: 'Remove',
    memberRequired: 'Enter the member’s name',
  },
  cards: {
    intro: 'A card list shows records of one kind as cards, easy to browse and compare.',
    add: 'Add',
    empty: 'No data',
    stars: 'Stars',
    likes: 'Likes',
  },
  search: {
    placeholder: 'Search titles',
    button: 'Search',
    all: 'All',
    empty: 'Nothing matches',
    updated: 'Updated',
  },
};

i18n.addResourceBundle('zh', 'translation', { examples: examplesZh }, true, true);
i18n.addResourceBundle('en', 'translation', { examples: examplesEn }, true, true);
