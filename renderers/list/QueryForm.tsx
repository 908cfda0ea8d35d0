import { FormGrid, FormLayout } from '@formily/antd-v5';
import { createForm } from '@formily/core';
import { FormProvider, observer } from '@formily/react';
import { Button, Space } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { useSchemaField } from '../form/SchemaField.js';
import { useWidgets } from '../providers/context.js';
import { useCrudT } from '../i18n/index.js';
import type { QueryValue } from '../schema/querySerialise.js';
import { toQuerySchema } from '../schema/toQuerySchema.js';
import type { ClientField, DictMap } from '../types.js';

export interface QueryFormProps {
  fields: ClientField[];
  dicts: DictMap;
  values: Record<string, QueryValue>;
  onSearch(values: Record<string, QueryValue>): void;
  /** fields shown only once 展开 (a report's hidden query items) */
  extra?: ClientField[];
  className?: string;
}
const NONE: ClientField[] = [];

const ROWS = 2;

/** The query form built from fields (an entity's or a report's) in a grid, two rows shown until 展开. */
function QueryForm({ fields, dicts, values, onSearch, extra = NONE, className = 'crud-query' }: QueryFormProps) {
  const { t, lang } = useCrudT();
  // a new form whenever the URL's filters change (back/forward), so the fields show what is applied
  const valuesKey = JSON.stringify(values);
  const form = useMemo(() => createForm({ initialValues: values }), [valuesKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const grid = useMemo(
    () =>
      FormGrid.createFormGrid({
        maxColumns: 4,
        minColumns: 1,
        maxWidth: 300,
        minWidth: 220,
        columnGap: 16,
        maxRows: ROWS,
        shouldVisible: (node, g) => g.maxRows === Infinity || (node.shadowRow ?? 1) <= g.maxRows,
      }),
    [],
  );
  const collapsed = grid.maxRows !== Infinity;
  const shown = useMemo(() => (collapsed || !extra.length ? fields : [...fields, ...extra]), [collapsed, extra, fields]);
  const schema = useMemo(() => toQuerySchema(shown, dicts, lang), [shown, dicts, lang]);
  const SchemaField = useSchemaField(useWidgets());
  return (
    <FormProvider form={form}>
      {/* a long label (接入方式(C37.118)) wraps instead of ending in "…" */}
      <FormLayout labelWidth={90} labelAlign="right" labelWrap feedbackLayout="none">
        <form
          className={className}
          onSubmit={(e) => {
            e.preventDefault();
            onSearch(form.values);
          }}
          style={{ marginBottom: 16 }}
        >
          {/* eslint-disable-next-line react-hooks/static-components -- useSchemaField memoizes one per widget set */}
          <SchemaField schema={schema} scope={{ grid }} />
          <Space style={{ marginTop: 12 }}>
            <Button type="primary" htmlType="submit">
              {t('query')}
            </Button>
            <Button
              onClick={() => {
                void form.reset('*', { forceClear: true });
                onSearch({});
              }}
            >
              {t('reset')}
            </Button>
            {grid.shadowRows > ROWS || extra.length || !collapsed ? (
              <Button
                type="link"
                onClick={() => {
                  // Formily's grid is an observable made to be set (its fields re-lay out themselves)
                  // eslint-disable-next-line react-hooks/immutability
                  grid.maxRows = collapsed ? Infinity : ROWS;
                }}
              >
                {collapsed ? (
                  <>
                    {t('expand')} <DownOutlined />
                  </>
                ) : (
                  <>
                    {t('collapse')} <UpOutlined />
                  </>
                )}
              </Button>
            ) : null}
          </Space>
        </form>
      </FormLayout>
    </FormProvider>
  );
}

export default observer(QueryForm);
