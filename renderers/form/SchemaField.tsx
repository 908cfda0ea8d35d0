import { FormGrid, FormItem, Input, Password, Radio, Select, Switch, Checkbox } from '@formily/antd-v5';
import { Schema, createSchemaField } from '@formily/react';
import { useMemo, type ComponentType } from 'react';
import DictSelect from '../widgets/DictSelect.js';
import NumberRange from '../widgets/NumberRange.js';
import UserSelect from '../widgets/UserSelect.js';
import { lazyWidget } from '../widgets/lazyWidget.js';
import { compileExpression } from './expressions.js';

// the heavy widgets (rc-picker, rc-tree-select, rc-upload/rc-image, DOMPurify) load with the first form that shows one
const DatePicker = lazyWidget(
  () => import('@formily/antd-v5/esm/date-picker/index.js'),
  (m) => m.DatePicker,
  { RangePicker: (m) => m.DatePicker.RangePicker },
);
const NumberPicker = lazyWidget(
  () => import('@formily/antd-v5/esm/number-picker/index.js'),
  (m) => m.NumberPicker,
);
// this library's own widgets are default exports
const own = (load: () => Promise<{ default: ComponentType<any> }>) => lazyWidget(load, (m) => m.default); // eslint-disable-line @typescript-eslint/no-explicit-any
const DepartSelect = own(() => import('../widgets/DepartSelect.js'));
const ImageUpload = own(() => import('../widgets/ImageUpload.js'));
const RichText = own(() => import('../widgets/RichText.js'));

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
