import { useForm } from '@formily/react';
import { Input, message } from 'antd';
import { useState } from 'react';
import { configError, mapSelection } from './popupLogic.js';
import PopupModal from './PopupModal.js';

type R = Record<string, unknown>;

export interface PopupPickerProps {
  value?: string;
  onChange?: (v: string | undefined) => void;
  /** report code */
  code?: string;
  /** report columns copied … */
  orgFields?: string;
  /** … into these form fields, pairwise */
  destFields?: string;
  multi?: boolean;
  /** initial sort, "column=asc" */
  sorter?: string;
  /** report params (sent as self_<key>) */
  param?: Record<string, unknown>;
  /** pickers with one groupId share report answers for 30 s */
  groupId?: string;
  /** the form field this input shows (defaults to the first destination field) */
  field?: string;
  placeholder?: string;
  disabled?: boolean;
  /** outside a Formily form: receives the destination values */
  onPicked?: (values: Record<string, string>, rows: R[]) => void;
}

/**
 * JeecgBoot's JPopup as a Formily field component: pick rows from an online report and copy
 * their columns into form fields (several rows: values joined by commas).
 */
export default function PopupPicker(props: PopupPickerProps) {
  const { value, onChange, code, orgFields, destFields, multi, sorter, param, groupId, placeholder, disabled, onPicked } = props;
  const form = useForm() as ReturnType<typeof useForm> | undefined;
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState<{ keys: string[]; rows: R[] }>({ keys: [], rows: [] });
  const own = props.field ?? (destFields ?? '').split(',')[0]?.trim();
  const start = () => {
    const err = configError(code, orgFields, destFields);
    if (err) return void message.warning(err);
    setOpen(true);
  };
  const picked = (keys: string[], rows: R[]) => {
    const values = mapSelection(rows, orgFields!, destFields!);
    for (const [dest, v] of Object.entries(values)) if (dest !== own) form?.setValuesIn(dest, v);
    onChange?.(values[own] ?? value);
    onPicked?.(values, rows);
    setLast({ keys, rows });
    setOpen(false);
  };
  return (
    <>
      <Input.Search
        readOnly
        value={value ?? ''}
        placeholder={placeholder}
        disabled={disabled}
        className="popup-picker"
        onClick={() => !disabled && start()}
        onSearch={() => !disabled && start()}
      />
      {open ? (
        <PopupModal
          code={code!}
          multi={multi}
          sorter={sorter}
          param={param}
          groupId={groupId}
          initialKeys={last.keys}
          initialRows={last.rows}
          onOk={picked}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
