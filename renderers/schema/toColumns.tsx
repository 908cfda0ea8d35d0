import { Image, Tag, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table/index.js';
import { optionLabel, optionsOf } from '../dict/dictText.js';
import type { ClientField, DictMap, Lang, Row } from '../types.js';
import { tr } from '../types.js';
import { cellText, fullText } from './cellText.js';

export interface ColumnOptions {
  lang: Lang;
  dicts: DictMap;
  column?: string;
  order?: 'asc' | 'desc';
}

const WIDTH: Partial<Record<ClientField['type'], number>> = { datetime: 170, date: 110, image: 80, boolean: 80, integer: 100, number: 110 };

function renderCell(f: ClientField, o: ColumnOptions) {
  return (_: unknown, row: Row) => {
    if (f.type === 'image') {
      const src = row[f.name];
      return typeof src === 'string' && src ? <Image src={src} width={36} height={36} style={{ objectFit: 'cover' }} /> : null;
    }
    if (f.dict) {
      const opts = optionsOf(f, row[f.name], o.dicts);
      if (opts.length && opts.every((x) => x.option?.color)) {
        return opts.map((x) => <Tag key={x.value} color={x.option!.color}>{optionLabel(x.option!, o.lang)}</Tag>);
      }
    }
    const text = cellText(f, row, o.dicts, o.lang);
    const full = fullText(f, row);
    return full ? <Tooltip title={full}><span>{text}</span></Tooltip> : text;
  };
}

/** Schema fields → antd table columns: titles in the UI language, dictionary text, server-side sort. */
export function toColumns(fields: ClientField[], o: ColumnOptions): ColumnType<Row>[] {
  return fields.map((f) => ({
    key: f.name,
    dataIndex: f.name,
    title: tr(f.title, o.lang),
    width: WIDTH[f.type],
    align: (f.type === 'integer' || f.type === 'number') && !f.dict ? 'right' : undefined,
    sorter: f.sort ? true : undefined,
    sortOrder: f.sort && o.column === f.name ? (o.order === 'asc' ? 'ascend' : 'descend') : f.sort ? null : undefined,
    render: renderCell(f, o),
  }));
}
