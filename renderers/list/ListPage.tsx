import { Card } from 'antd';
import { memo, useCallback, useMemo, useState } from 'react';
import { useInvalidate } from '../data/useInvalidate.js';
import { useDicts } from '../dict/useDicts.js';
import { useAuthProvider, useDataProvider } from '../providers/context.js';
import type { EntityExtension, PageContext } from '../extension.js';
import DetailModal from '../form/DetailModal.js';
import FormModal from '../form/FormModal.js';
import { useCrudT } from '../i18n/index.js';
import { dictCodes, listFields, queryFields } from '../schema/fields.js';
import { toColumns } from '../schema/toColumns.js';
import type { ClientSchema, Row } from '../types.js';
import ListTable from './controller/ListTable.js';
import { useListController } from './controller/useListController.js';
import QueryForm from './QueryForm.js';
import RecycleBin from './RecycleBin.js';
import { actionColumn, allActions } from './rowActions.js';
import Toolbar from './Toolbar.js';
import { loadChildren, treeFetch, type TreeRow } from './tree.js';
import { useQueryBinding } from './useQueryBinding.js';

/** Beyond this many cells a page scrolls virtually (only the rows in view are rendered). */
export const VIRTUAL_CELLS = 1500;
const NO_ROWS: TreeRow[] = [];

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
  const tree = !!schema.tree && !fixed;
  const list = useListController<TreeRow>({
    resource: schema.api,
    sync: memory ? 'memory' : 'url',
    defaultPageSize: schema.page?.pageSize,
    fixed,
    fetch: useMemo(() => treeFetch(schema.api, tree), [schema.api, tree]),
  });
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
  const ctx: PageContext = useMemo(
    () => ({ schema, lang, t, selected: list.selected, reload, openForm, data: dp }),
    [schema, lang, t, list.selected, reload, openForm, dp],
  );
  const actions = useMemo(() => allActions(ctx, extension), [ctx, extension]);
  const columns = useMemo(
    () => [...toColumns(lFields, { lang, dicts, fileUrl, previewUrl: extension?.imagePreview }), actionColumn(ctx, actions, can, !extension?.readOnly)],
    [lFields, lang, dicts, fileUrl, ctx, actions, can, extension],
  );
  const query = useQueryBinding(qFields, list);
  const useVirtual = virtual ?? schema.page?.virtual ?? list.rows.length * columns.length > VIRTUAL_CELLS;

  const close = () => setDialog(null);
  return (
    <Card variant="borderless" className="crud-page" data-entity={schema.entity}>
      {qFields.length ? <QueryForm fields={qFields} dicts={dicts} values={query.values} onSearch={query.onSearch} /> : null}
      <Toolbar ctx={ctx} params={list.params} extension={extension} onRecycleBin={() => setDialog({ kind: 'recycle' })} />
      {/* cells are memoised on their record: rows wait for the dictionaries, and new dictionaries or a language remount them */}
      <ListTable<TreeRow>
        key={`${lang}:${dictVersion}`}
        className="crud-table"
        rowKey="id"
        list={list}
        columns={columns}
        selection="checkbox"
        rows={ready ? list.rows : NO_ROWS}
        loading={list.loading || !ready}
        virtual={useVirtual}
        expandable={tree ? { onExpand: (open, row) => open && void loadChildren(dp, schema.api, list, row) } : undefined}
      />
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
