import type { zh } from './zh.js';

export const en: typeof zh = {
  query: 'Search', reset: 'Reset', expand: 'More', collapse: 'Less',
  add: 'New', addChild: 'Add child', edit: 'Edit', delete: 'Delete', detail: 'Details', more: 'More', action: 'Actions',
  batchDelete: 'Delete selected', export: 'Export', import: 'Import', recycleBin: 'Recycle bin',
  total: '{{total}} in total', selected: '{{count}} selected', clearSelection: 'Clear',
  deleteConfirm: 'Delete this record?', batchDeleteConfirm: 'Delete the {{count}} selected records?', selectFirst: 'Please select a record!',
  ok: 'OK', cancel: 'Cancel', close: 'Close', yes: 'Yes', no: 'No',
  exportFailed: 'Export failed', importTitle: 'Import result', importRow: 'Row {{row}}', importField: 'Field', importReason: 'Reason',
  importSummary: '{{total}} rows: {{success}} imported, {{failed}} rejected',
  restore: 'Restore', purge: 'Delete for ever', purgeConfirm: 'This cannot be undone. Continue?', restored: 'Restored',
  emptyRecycle: 'The recycle bin is empty', placeholder: 'Enter {{label}}', choose: 'Choose {{label}}',
  rangeFrom: 'From', rangeTo: 'To', loadFailed: 'The page failed to load', notSchema: 'No entity is defined for this page',
  upload: 'Upload', uploadFailed: 'Upload failed', preview: 'Preview', source: 'Source', searchUser: 'Search by name or username',
};
