import { useMemo } from 'react';
import { dictCodes, listFields, useCrudT, useDicts, useEntitySchema, useListController, type ClientSchema, type Row } from '#renderers/index.js';

export const ARTICLES = 'isps_demo_article';

/** The article schema's records for the card and search lists: list fields, dictionaries, the URL-kept list. */
export function useArticles(schema: ClientSchema, pageSize: number) {
  const { lang } = useCrudT();
  const cols = useMemo(() => listFields(schema), [schema]);
  const { dicts } = useDicts(useMemo(() => dictCodes(cols), [cols]));
  const list = useListController<Row>({ resource: schema.api, defaultPageSize: pageSize });
  const field = (name: string) => cols.find((f) => f.name === name)!;
  return { lang, dicts, list, field };
}

/** The article schema, loaded once per page. */
export const useArticleSchema = () => useEntitySchema(ARTICLES).schema;
