import { Modal, Result, message } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import QueryForm from '#renderers/list/QueryForm.js';
import { useQueryBinding } from '#renderers/list/useQueryBinding.js';
import ReportTable from '../report/ReportTable.js';
import { useReport } from '../report/useReport.js';
import { confirmError, parseSorter, paramValues, rowKey, toggle } from './popupLogic.js';

type R = Record<string, unknown>;

export interface PopupModalProps {
  code: string;
  multi?: boolean;
  sorter?: string;
  param?: Record<string, unknown>;
  groupId?: string;
  /** keys chosen last time, checked again on reopening */
  initialKeys: string[];
  initialRows: R[];
  onOk(keys: string[], rows: R[]): void;
  onCancel(): void;
}

/** The picker's dialog: the report's query form and table; clicking a row toggles it. */
export default function PopupModal({ code, multi = false, sorter, param, groupId, initialKeys, initialRows, onOk, onCancel }: PopupModalProps) {
  const { t } = useTranslation();
  const { self, prefill } = useMemo(() => paramValues(param), [param]);
  const { rp, error, query, list } = useReport(code, {
    groupId,
    fixed: self,
    initial: { ...parseSorter(sorter), filters: prefill },
    initialSelected: initialKeys,
  });
  const binding = useQueryBinding(
    useMemo(() => [...query.fields, ...query.extra], [query]),
    list,
  );
  // rows picked on other pages stay chosen: remember every row seen by its key
  const seen = useRef(new Map<string, R>(initialRows.map((r) => [rowKey(r), r])));
  useEffect(() => {
    for (const r of list.rows) seen.current.set(rowKey(r), r);
  }, [list.rows]);
  const keys = list.selected;
  const confirm = () => {
    const err = confirmError(keys.length, multi);
    if (err) return void message.warning(err);
    onOk(
      keys,
      keys.map((k) => seen.current.get(k)).filter((r): r is R => !!r),
    );
  };
  return (
    <Modal open width={1200} title={rp?.cgRpConfigName ?? t('online.pick')} onOk={confirm} onCancel={onCancel} destroyOnHidden className="popup-picker-modal">
      {/* a picker whose report is gone says so, rather than showing an empty table */}
      {error ? (
        <Result status="warning" title={t('online.notFound', { code })} />
      ) : (
        <>
          {query.fields.length + query.extra.length ? (
            <QueryForm
              className="report-query"
              fields={query.fields}
              extra={query.extra}
              dicts={query.dicts}
              values={binding.values}
              onSearch={binding.onSearch}
            />
          ) : null}
          <ReportTable
            rp={rp}
            list={list}
            rowKey={rowKey}
            selection={multi ? 'checkbox' : 'radio'}
            onRow={(row) => ({ onClick: () => list.setSelected(toggle(keys, rowKey(row), multi)), style: { cursor: 'pointer' } })}
          />
        </>
      )}
    </Modal>
  );
}
