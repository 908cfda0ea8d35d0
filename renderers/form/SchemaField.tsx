import { DatePicker, FormGrid, FormItem, Input, NumberPicker, Password, Radio, Select, Switch, Checkbox } from '@formily/antd-v5';
import { Schema, createSchemaField } from '@formily/react';
import { useMemo, type ComponentType } from 'react';
import DepartSelect from '../widgets/DepartSelect.js';
import DictSelect from '../widgets/DictSelect.js';
import ImageUpload from '../widgets/ImageUpload.js';
import NumberRange from '../widgets/NumberRange.js';
import RichText from '../widgets/RichText.js';
import UserSelect from '../widgets/UserSelect.js';
import { compileExpression } from './expressions.js';

/** Every component a schema's x-component may name; the host adds more through RendererProvider's widgets. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const builtIn: Record<string, ComponentType<any>> = {
  FormItem,
  FormGrid,
  Input,
  Select,
  DatePicker,
  NumberPicker,
  Password,
  Radio,
  Switch,
  Checkbox,
  DictSelect,
  DepartSelect,
  UserSelect,
  ImageUpload,
  RichText,
  NumberRange,
};

// "{{…}}" in schemas without eval (CSP has no 'unsafe-eval'): see expressions.ts
Schema.registerCompiler(compileExpression);

const plain = createSchemaField({ components: builtIn });

/** The SchemaField for the built-in widgets plus the provider's (e.g. online's Popup). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useSchemaField(widgets: Record<string, ComponentType<any>>) {
  return useMemo(() => (Object.keys(widgets).length ? createSchemaField({ components: { ...builtIn, ...widgets } }) : plain), [widgets]);
}
