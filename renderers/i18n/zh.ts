export const zh = {
  query: '查询', reset: '重置', expand: '展开', collapse: '收起',
  add: '新增', addChild: '添加下级', edit: '编辑', delete: '删除', detail: '详情', more: '更多', action: '操作',
  batchDelete: '批量删除', export: '导出', import: '导入', recycleBin: '回收站',
  total: '共{{total}}条', selected: '已选择 {{count}} 项', clearSelection: '清空',
  deleteConfirm: '确定删除吗?', batchDeleteConfirm: '是否删除选中的 {{count}} 条数据?', selectFirst: '请选择一条记录！',
  ok: '确定', cancel: '取消', close: '关闭', yes: '是', no: '否',
  exportFailed: '导出失败', importTitle: '导入结果', importRow: '第 {{row}} 行', importField: '字段', importReason: '原因',
  importSummary: '共 {{total}} 行：成功 {{success}} 行，失败 {{failed}} 行',
  restore: '还原', purge: '彻底删除', purgeConfirm: '彻底删除后无法恢复，确定吗?', restored: '还原成功',
  emptyRecycle: '回收站是空的', placeholder: '请输入{{label}}', choose: '请选择{{label}}',
  rangeFrom: '开始', rangeTo: '结束', loadFailed: '页面加载失败', notSchema: '该页面没有对应的实体定义',
  upload: '上传', uploadFailed: '上传失败', preview: '预览', source: '源码', searchUser: '输入姓名或账号搜索',
};
