import { Modal, Result, message } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ReportQueryForm from '../report/ReportQueryForm.js';
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
  const { self, prefill } = paramValues(param);
  const report = useReport(code, { groupId, initial: { ...parseSorter(sorter), values: { ...self, ...prefill } } });
  const [keys, setKeys] = useState<string[]>(initialKeys);
  // rows picked on other pages stay chosen: remember every row seen by its key
  const seen = useRef(new Map<string, R>(initialRows.map((r) => [rowKey(r), r])));
  for (const r of report.page.records) seen.current.set(rowKey(r), r);
  const { rp, items, setQuery } = report;
  const dictOf = (field: string) => rp?.columns.find((c) => c.dataIndex === field)?.customRender ?? undefined;
  const confirm = () => {
    const err = confirmError(keys.length, multi);
    if (err) return void message.warning(err);
    onOk(keys, keys.map((k) => seen.current.get(k)).filter((r): r is R => !!r));
  };
  return (
    <Modal open width={1200} title={rp?.cgRpConfigName ?? t('online.pick')} onOk={confirm} onCancel={onCancel} destroyOnHidden className="popup-picker-modal">
      {/* a picker whose report is gone says so, rather than showing an empty table */}
      {report.error ? <Result status="warning" title={t('online.notFound', { code })} /> : (
        <>
          {rp ? <ReportQueryForm items={items} dictOptions={rp.dictOptions} dictOf={dictOf} initial={prefill}
            onSearch={(values) => setQuery((q) => ({ ...q, values: { ...self, ...values }, pageNo: 1 }))} /> : null}
          <ReportTable report={report} rowKey={rowKey} multi={multi} selected={keys}
            onSelect={(k) => setKeys(multi ? k : k.slice(-1))} onRowClick={(k) => setKeys((cur) => toggle(cur, k, multi))} />
        </>
      )}
    </Modal>
  );
}
