import { Image, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table/index.js';
import { optionLabel, optionsOf } from '../dict/dictText.js';
import type { ClientField, DictMap, Lang, Row } from '../types.js';
import { tr } from '../types.js';
import { cellText, fullText } from './cellText.js';

export interface ColumnOptions {
  lang: Lang;
  dicts: DictMap;
  /** URL of an uploaded image */
  fileUrl(path: string): string;
  /** the full image an image cell previews (when the cell shows a thumbnail of it) */
  previewUrl?(row: Row, field: string): string | undefined;
}

const WIDTH: Partial<Record<ClientField['type'], number>> = {
  datetime: 170,
  date: 110,
  image: 80,
  boolean: 80,
  integer: 100,
  number: 110,
  text: 220,
  richtext: 220,
  json: 220,
};
/** Column width by type; virtual scrolling needs every width known. */
export const widthOf = (f: ClientField) => (f.dict ? 120 : (WIDTH[f.type] ?? 160));

function renderCell(f: ClientField, o: ColumnOptions) {
  return (_: unknown, row: Row) => {
    if (f.type === 'image') {
      const src = row[f.name];
      if (typeof src !== 'string' || !src) return null;
      // a thumbnail cell previews the full image, not the 160 px thumbnail it draws
      const full = o.previewUrl?.(row, f.name);
      return <Image src={o.fileUrl(src)} width={36} height={36} style={{ objectFit: 'cover' }} preview={full ? { src: full } : true} />;
    }
    if (f.dict) {
      const opts = optionsOf(f, row[f.name], o.dicts);
      if (opts.length && opts.every((x) => x.option?.color)) {
        return opts.map((x) => (
          <Tag key={x.value} color={x.option!.color}>
            {optionLabel(x.option!, o.lang)}
          </Tag>
        ));
      }
    }
    const text = cellText(f, row, o.dicts, o.lang);
    const full = fullText(f, row);
    // a native title, not an antd Tooltip: hundreds of Tooltip instances cost more than the rows themselves
    return full ? <span title={full}>{text}</span> : text;
  };
}

/** Schema fields → antd table columns: titles in the UI language, dictionary text, sortable on the server. */
export function toColumns(fields: ClientField[], o: ColumnOptions): ColumnType<Row>[] {
  return fields.map((f) => ({
    key: f.name,
    dataIndex: f.name,
    title: tr(f.title, o.lang),
    width: widthOf(f),
    // memoised cells: selecting a row or opening a dialog re-renders no cell whose record is unchanged
    shouldCellUpdate: (rec: Row, prev: Row) => rec !== prev,
    align: (f.type === 'integer' || f.type === 'number') && !f.dict ? 'right' : undefined,
    sorter: f.sort ? true : undefined,
    render: renderCell(f, o),
  }));
}
