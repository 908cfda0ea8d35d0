import { Select } from 'antd';

export interface DictSelectProps {
  value?: string | number | null;
  onChange?: (v: string | number | undefined) => void;
  options: { label: string; value: string }[];
  multiple?: boolean;
  /** the field stores a number (e.g. status 1/2) while dictionary values are strings */
  numeric?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

/** A dictionary select whose value is what the API stores: one code, or codes joined by commas. */
export default function DictSelect({ value, onChange, options, multiple, numeric, ...rest }: DictSelectProps) {
  const shown =
    value === undefined || value === null || value === '' ? (multiple ? [] : undefined) : multiple ? String(value).split(',').filter(Boolean) : String(value);
  const emit = (v: string | string[] | undefined) => {
    if (Array.isArray(v)) onChange?.(v.length ? v.join(',') : undefined);
    else onChange?.(v === undefined ? undefined : numeric ? Number(v) : v);
  };
  return (
    <Select
      {...rest}
      value={shown}
      onChange={emit}
      options={options}
      allowClear
      showSearch
      optionFilterProp="label"
      mode={multiple ? 'multiple' : undefined}
      style={{ width: '100%' }}
    />
  );
}
