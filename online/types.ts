/** One report column as getRpColumns/{code} describes it. */
export interface RpColumn {
  title: string;
  dataIndex: string;
  fieldType?: string;
  align?: 'left' | 'right' | 'center';
  /** 'true' when the column sorts on the server */
  sorter?: string | boolean;
  isTotal?: string | null;
  groupTitle?: string | null;
  /** dictionary code whose options render this column */
  customRender?: string | null;
  width?: number | string | null;
  scopedSlots?: { customRender?: string };
}

export interface DictOption {
  value: string;
  text: string;
  title?: string;
}

export interface RpColumns {
  columns: RpColumn[];
  dictOptions: Record<string, DictOption[]>;
  fieldHrefSlots: { slotName: string; href: string }[];
  isGroupTitle?: boolean;
  cgRpConfigId: string;
  cgRpConfigName: string;
}

/** One query item as getQueryInfo/{id} describes it. */
export interface QueryItem {
  label: string;
  field: string;
  view: 'string' | 'integer' | 'date' | 'datetime' | 'list' | 'search' | string;
  mode: 'single' | 'group' | string;
  hidden?: string;
  dictCode?: string | null;
}

export type { ReportRows } from '#shared/contract/cgreport.js';
