import { Form as FormilyForm, type IFormLayoutProps } from '@formily/antd-v5';
import type { Form } from '@formily/core';
import type { ISchema } from '@formily/react';
import type { ComponentType, ReactNode } from 'react';
import { useSchemaField } from '#renderers/form/SchemaField.js';

const NONE = {};

export interface SchemaFormProps extends IFormLayoutProps {
  form: Form;
  schema: ISchema;
  /** runs after the fields validate (Enter in a field or a submit button) */
  onSubmit?(values: any): unknown; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** widgets beyond the schema renderer's (module-level constant: the field component is memoised on it) */
  components?: Record<string, ComponentType<any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  children?: ReactNode;
}

/** A Formily form with the schema renderer's widgets (renderers/form), for the console's own forms. */
export default function SchemaForm({ form, schema, onSubmit, components = NONE, children, ...layout }: SchemaFormProps) {
  const SchemaField = useSchemaField(components);
  return (
    <FormilyForm form={form} onAutoSubmit={onSubmit} onAutoSubmitFailed={() => undefined} {...layout}>
      {/* eslint-disable-next-line react-hooks/static-components -- useSchemaField memoizes one per widget set */}
      <SchemaField schema={schema} />
      {children}
    </FormilyForm>
  );
}
