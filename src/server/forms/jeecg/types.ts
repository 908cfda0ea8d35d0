/** JeecgBoot's OnlCgformHead as its designer (@jeecg/antd-online-mini) sends it; only what ISPS maps. */
export interface JeecgHead {
  id?: string;
  tableName?: string;
  tableTxt?: string;
  isTree?: string;
  treeParentIdField?: string;
}

/** One OnlCgformField row of the designer's addAll / editAll body. */
export interface JeecgField {
  dbFieldName?: string;
  dbFieldTxt?: string;
  dbType?: string;
  dbLength?: number | string;
  dbIsNull?: number | string;
  dbIsKey?: number | string;
  isShowForm?: number | string;
  isShowList?: number | string;
  isQuery?: number | string;
  queryMode?: string;
  dictField?: string;
  dbDefaultVal?: string;
  orderNum?: number | string;
}

/** One OnlCgformIndex row: ISPS keeps single-field unique indexes (its field's unique flag). */
export interface JeecgIndex {
  indexName?: string;
  indexField?: string;
  indexType?: string;
}

export interface JeecgFormBody {
  head?: JeecgHead;
  fields?: JeecgField[];
  indexs?: JeecgIndex[];
}
