import { Card } from 'antd';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useInvalidate } from '../data/useInvalidate.js';
import { useDicts } from '../dict/useDicts.js';
import { useAuthProvider, useDataProvider } from '../providers/context.js';
import type { EntityExtension, PageContext } from '../extension.js';
import DetailModal from '../form/DetailModal.js';
import FormModal from '../form/FormModal.js';
import { useCrudT } from '../i18n/index.js';
import { dictCodes, listFields, queryFields } from '../schema/fields.js';
import { deserialise, serialise, type QueryValue } from '../schema/querySerialise.js';
import { toColumns } from '../schema/toColumns.js';
import type { ClientSchema, Row } from '../types.js';
import DataTable from './DataTable.js';
import QueryForm from './QueryForm.js';
import RecycleBin from './RecycleBin.js';
import { actionColumn, allActions } from './rowActions.js';
import Toolbar from './Toolbar.js';
import { useListData } from './useListData.js';
import { useListState } from './useListState.js';

type Dialog = { kind: 'add' | 'edit' | 'detail'; row?: Partial<Row> } | { kind: 'recycle' } | null;

/** An entity's whole page from its schema: query form, toolbar, table, forms; an extension adds the rest. */
export interface ListPageProps {
  schema: ClientSchema;
  extension?: EntityExtension;
  /** virtual scrolling for very long pages */
  virtual?: boolean;
  /** filters always applied and values always set on add (a list of one dictionary's items) */
  fixed?: Record<string, string>;
  /** keep list state in memory instead of the URL (lists inside dialogs) */
  memory?: boolean;
}

function ListPage({ schema, extension, virtual, fixed, memory }: ListPageProps) {
  const { t, lang } = useCrudT();
  const list = useListState({ memory, defaultPageSize: schema.page?.pageSize });
  const tree = !!schema.tree && !fixed;
  const state = useMemo(() => (fixed ? { ...list.state, filters: { ...list.state.filters, ...fixed } } : list.state), [list.state, fixed]);
  const data = useListData(schema, state, tree);
  const qFields = useMemo(() => queryFields(schema).filter((f) => !fixed || !(f.name in fixed)), [schema, fixed]);
  const lFields = useMemo(() => listFields(schema), [schema]);
  const { dicts, ready, version: dictVersion } = useDicts(useMemo(() => dictCodes([...qFields, ...lFields]), [qFields, lFields]));
  const [dialog, setDialog] = useState<Dialog>(null);
  const can = useAuthProvider().useCan();
  const dp = useDataProvider();
  const { fileUrl } = dp;

  const invalidate = useInvalidate();
  const reload = useCallback(() => invalidate(schema.entity, schema.api), [invalidate, schema.entity, schema.api]);
  const openForm = useCallback((kind: 'add' | 'edit' | 'detail', row?: Partial<Row>) => setDialog({ kind, row }), []);
  const ctx: PageContext = useMemo(() => ({ schema, lang, t, selected: list.selected, reload, openForm, data: dp }),
    [schema, lang, t, list.selected, reload, openForm, dp]);
  const actions = useMemo(() => allActions(ctx, extension), [ctx, extension]);
  const columns = useMemo(() => [
    ...toColumns(lFields, { lang, dicts, fileUrl, column: list.state.column, order: list.state.order }),
    actionColumn(ctx, actions, can, !extension?.readOnly),
  ], [lFields, lang, dicts, fileUrl, list.state.column, list.state.order, ctx, actions, can, extension]);
  // the query form re-renders only when the applied filters change, not on page turns or sorting
  const filtersKey = JSON.stringify(list.state.filters);
  const queryValues = useMemo(() => deserialise(qFields, list.state.filters), [qFields, filtersKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const setFilters = useRef(list.setFilters);
  setFilters.current = list.setFilters;
  const onSearch = useCallback((v: Record<string, QueryValue>) => setFilters.current(serialise(qFields, v)), [qFields]);

  const close = () => setDialog(null);
  return (
    <Card variant="borderless" className="crud-page" data-entity={schema.entity}>
      {qFields.length ? <QueryForm fields={qFields} dicts={dicts} values={queryValues} onSearch={onSearch} /> : null}
      <Toolbar ctx={ctx} state={state} extension={extension} onRecycleBin={() => setDialog({ kind: 'recycle' })} />
      {/* cells are memoised on their record: rows wait for the dictionaries, and new dictionaries or a language remount them */}
      <DataTable key={`${lang}:${dictVersion}`} columns={columns} rows={ready ? data.rows : []} total={data.total} loading={data.loading || !ready} list={list} t={t}
        tree={tree} onExpand={(row) => void data.loadChildren(row)} virtual={virtual ?? schema.page?.virtual} />
      {extension?.panel?.(ctx)}
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <FormModal schema={schema} mode={dialog.kind} row={dialog.row} extension={extension} fixed={fixed} onClose={close} onSaved={close} />
      ) : null}
      {dialog?.kind === 'detail' && dialog.row ? <DetailModal schema={schema} row={dialog.row as Row} onClose={close} /> : null}
      {dialog?.kind === 'recycle' ? <RecycleBin schema={schema} dicts={dicts} onClose={close} /> : null}
    </Card>
  );
}

export default memo(ListPage);
