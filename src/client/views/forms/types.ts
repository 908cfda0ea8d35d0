/** A JSON Schema node of the entity meta-schema (what z.toJSONSchema writes). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  description?: string;
}

/** A row of /online/cgform/head/list. */
export interface FormHeadRow {
  id: string;
  tableName: string;
  tableTxt: string;
  tableTxtEn: string;
  tableVersion: number | null;
  source: 'file' | 'online';
  copiedFrom: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export type Schema = Record<string, unknown> & { entity: string; fields: Record<string, Record<string, unknown>> };
