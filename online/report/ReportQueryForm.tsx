import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictOption, QueryItem } from '../types.js';

type Values = Record<string, unknown>;

const fmt = (view: string) => (view === 'datetime' ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD');

/** Form values → request values: group (range) items become <field>_begin / <field>_end, dates formatted. */
export function toRequestValues(items: QueryItem[], v: Values): Record<string, string> {
  const out: Record<string, string> = {};
  const text = (x: unknown, view: string) => (dayjs.isDayjs(x) ? (x as Dayjs).format(fmt(view)) : x === undefined || x === null ? '' : String(x));
  for (const it of items) {
    const x = v[it.field];
    if (it.mode === 'group') {
      const [a, b] = Array.isArray(x) ? x : [undefined, undefined];
      if (text(a, it.view)) out[`${it.field}_begin`] = text(a, it.view);
      if (text(b, it.view)) out[`${it.field}_end`] = text(b, it.view);
    } else if (text(x, it.view)) {
      out[it.field] = text(x, it.view);
    }
  }
  return out;
}

/** What Form.Item hands its control: the id its label points at, the value and onChange. */
interface Bound { id?: string; value?: any; onChange?: (...args: any[]) => void } // eslint-disable-line @typescript-eslint/no-explicit-any

/** A query control; the props Form.Item injects go on to the control itself, or the form never sees it. */
function Field({ item, options, ...bound }: { item: QueryItem; options?: DictOption[] } & Bound) {
  const { t } = useTranslation();
  if (options?.length) return <Select {...bound} allowClear showSearch optionFilterProp="label" options={options.map((o) => ({ value: o.value, label: o.text }))} />;
  if (item.view === 'date' || item.view === 'datetime') {
    return item.mode === 'group' ? <DatePicker.RangePicker {...bound} showTime={item.view === 'datetime'} style={{ width: '100%' }} />
      : <DatePicker {...bound} showTime={item.view === 'datetime'} style={{ width: '100%' }} />;
  }
  if (item.mode === 'group') {
    return (
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={[item.field, 0]} noStyle><InputNumber style={{ width: '50%' }} placeholder={t('online.from')} /></Form.Item>
        <Form.Item name={[item.field, 1]} noStyle><InputNumber style={{ width: '50%' }} placeholder={t('online.to')} /></Form.Item>
      </Space.Compact>
    );
  }
  return item.view === 'integer' ? <InputNumber {...bound} style={{ width: '100%' }} /> : <Input {...bound} allowClear />;
}

/** The report's query form from getQueryInfo: items beyond the second stay hidden until 展开. */
export default function ReportQueryForm({ items, dictOptions, dictOf, initial, onSearch }: {
  items: QueryItem[]; dictOptions: Record<string, DictOption[]>; dictOf: (field: string) => string | undefined;
  initial?: Values; onSearch(values: Record<string, string>): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(false);
  const hasHidden = items.some((i) => i.hidden === '1');
  if (!items.length) return null;
  return (
    <Form form={form} initialValues={initial} className="report-query" onFinish={(v) => onSearch(toRequestValues(items, v))}>
      <Row gutter={16}>
        {items.filter((i) => open || i.hidden !== '1').map((it) => (
          <Col key={it.field} xs={24} sm={12} lg={8} xl={6}>
            <Form.Item label={it.label} name={it.mode === 'group' && it.view !== 'date' && it.view !== 'datetime' ? undefined : it.field}>
              <Field item={it} options={dictOptions[dictOf(it.field) ?? '']} />
            </Form.Item>
          </Col>
        ))}
        <Col>
          <Space>
            <Button type="primary" htmlType="submit">{t('online.query')}</Button>
            <Button onClick={() => { form.resetFields(); onSearch({}); }}>{t('online.reset')}</Button>
            {hasHidden ? <Button type="link" onClick={() => setOpen(!open)}>{open ? <>{t('online.collapse')} <UpOutlined /></> : <>{t('online.expand')} <DownOutlined /></>}</Button> : null}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
