import { DatePicker, FormGrid, FormItem, Input, NumberPicker, Password, Radio, Select, Switch, Checkbox } from '@formily/antd-v5';
import { Schema, createSchemaField } from '@formily/react';
import DepartSelect from '../widgets/DepartSelect.js';
import DictSelect from '../widgets/DictSelect.js';
import ImageUpload from '../widgets/ImageUpload.js';
import NumberRange from '../widgets/NumberRange.js';
import RichText from '../widgets/RichText.js';
import UserSelect from '../widgets/UserSelect.js';
import { compileExpression } from './expressions.js';

/** Every component a schema's x-component may name. Extra components register through registerComponents. */
const components: Record<string, React.ComponentType<any>> = {
  FormItem, FormGrid, Input, Select, DatePicker, NumberPicker, Password, Radio, Switch, Checkbox,
  DictSelect, DepartSelect, UserSelect, ImageUpload, RichText, NumberRange,
};

// "{{…}}" in schemas without eval (CSP has no 'unsafe-eval'): see expressions.ts
Schema.registerCompiler(compileExpression);

let SchemaField = createSchemaField({ components });

/** Lets another library (e.g. online/'s popup picker) add Formily components usable in any schema. */
export function registerComponents(extra: Record<string, React.ComponentType<any>>) {
  Object.assign(components, extra);
  SchemaField = createSchemaField({ components });
}

export const getSchemaField = () => SchemaField;
