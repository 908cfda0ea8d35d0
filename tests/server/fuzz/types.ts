/** The part of a JSON schema (as @fastify/swagger writes it) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
}

/** One documented operation: what the fuzzer knows of its inputs. */
export interface Operation {
  method: string;
  /** OpenAPI path, `{name}` for path parameters, relative to the API base */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: JsonSchema | null;
  public: boolean;
}

/** One generated request. */
export interface FuzzCase {
  op: Operation;
  as: 'admin' | 'anon';
  kind: string;
  /** path and query string, relative to the API base, already encoded */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}
