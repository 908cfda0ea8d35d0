import { Card } from 'antd';
import { memo, useCallback, useMemo, useState } from 'react';
import { useAuthCheck } from '../../src/client/auth/useAuth.js';
import { useDicts } from '../dict/useDicts.js';
import type { EntityExtension, PageContext } from '../extension.js';
import DetailModal from '../form/DetailModal.js';
import FormModal from '../form/FormModal.js';
import { useCrudT } from '../i18n/index.js';
import { dictCodes, listFields, queryFields } from '../schema/fields.js';
import { deserialise, serialise } from '../schema/querySerialise.js';
import { toColumns } from '../schema/toColumns.js';
import type { ClientSchema, Row } from '../types.js';
import DataTable from './DataTable.js';
import QueryForm from './QueryForm.js';
import RecycleBin from './RecycleBin.js';
import { actionColumn, allActions } from './rowActions.js';
import Toolbar from './Toolbar.js';
import { useListData } from './useListData.js';
import { useListState } from './useListState.js';

type Dialog = { kind: 'add' | 'edit' | 'detail'; row?: Row } | { kind: 'recycle' } | null;

/** An entity's whole page from its schema: query form, toolbar, table, forms; an extension adds the rest. */
function ListPage({ schema, extension, virtual }: { schema: ClientSchema; extension?: EntityExtension; virtual?: boolean }) {
  const { t, lang } = useCrudT();
  const list = useListState();
  const tree = !!schema.tree;
  const data = useListData(schema, list.state, tree);
  const qFields = useMemo(() => queryFields(schema), [schema]);
  const lFields = useMemo(() => listFields(schema), [schema]);
  const { dicts } = useDicts(useMemo(() => dictCodes([...qFields, ...lFields]), [qFields, lFields]));
  const [dialog, setDialog] = useState<Dialog>(null);
  const can = useAuthCheck();

  const { reload } = data;
  const openForm = useCallback((kind: 'add' | 'edit' | 'detail', row?: Row) => setDialog({ kind, row }), []);
  const ctx: PageContext = useMemo(() => ({ schema, lang, t, selected: list.selected, reload, openForm }),
    [schema, lang, t, list.selected, reload, openForm]);
  const actions = useMemo(() => allActions(ctx, extension), [ctx, extension]);
  const columns = useMemo(() => [
    ...toColumns(lFields, { lang, dicts, column: list.state.column, order: list.state.order }),
    actionColumn(ctx, actions, can),
  ], [lFields, lang, dicts, list.state.column, list.state.order, ctx, actions, can]);
  const queryValues = useMemo(() => deserialise(qFields, list.state.filters), [qFields, list.state.filters]);

  const close = () => setDialog(null);
  return (
    <Card variant="borderless" className="crud-page" data-entity={schema.entity}>
      {qFields.length ? <QueryForm fields={qFields} dicts={dicts} values={queryValues} onSearch={(v) => list.setFilters(serialise(qFields, v))} /> : null}
      <Toolbar ctx={ctx} state={list.state} extension={extension} onRecycleBin={() => setDialog({ kind: 'recycle' })} />
      <DataTable columns={columns} rows={data.rows} total={data.total} loading={data.loading} list={list} t={t}
        tree={tree} onExpand={(row) => void data.loadChildren(row)} virtual={virtual} />
      {extension?.panel?.(ctx)}
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <FormModal schema={schema} mode={dialog.kind} row={dialog.row} extension={extension} onClose={close} onSaved={() => { close(); reload(); }} />
      ) : null}
      {dialog?.kind === 'detail' && dialog.row ? <DetailModal schema={schema} row={dialog.row} onClose={close} /> : null}
      {dialog?.kind === 'recycle' ? <RecycleBin schema={schema} dicts={dicts} onClose={(changed) => { close(); if (changed) reload(); }} /> : null}
    </Card>
  );
}

export default memo(ListPage);
