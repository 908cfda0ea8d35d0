import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemas } from '#server/schema/load.js';
import { metaSchemaJson } from '#server/schema/writeMetaSchema.js';

const withSchemas = (files: Record<string, unknown>) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'isps-schemas-'));
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), typeof body === 'string' ? body : JSON.stringify(body));
  return dir;
};
const position = JSON.parse(fs.readFileSync('schemas/sys_position.json', 'utf8'));

describe('schema files', () => {
  it('all shipped schemas load', () => {
    const r = loadSchemas('schemas');
    expect(r.get('sys_user')?.byName.get('username')?.column).toBe('username');
    expect(r.get('sys_user')?.byName.get('workNo')?.column).toBe('work_no');
  });

  it('the editor meta-schema is in sync with the validator (run npm run schemas:meta)', () => {
    expect(fs.readFileSync('schemas/_entity.schema.json', 'utf8')).toBe(metaSchemaJson());
  });

  it('refuses a bad key, naming the file and the key', () => {
    const dir = withSchemas({ 'p.json': { ...position, fields: { ...position.fields, code: { ...position.fields.code, type: 'strng' } } } });
    expect(() => loadSchemas(dir)).toThrow(/p\.json: key "fields\.code\.type"/);
  });

  it('refuses unknown keys that are not Formily x- overrides', () => {
    const dir = withSchemas({ 'p.json': { ...position, fields: { ...position.fields, name: { ...position.fields.name, lenght: 3 } } } });
    expect(() => loadSchemas(dir)).toThrow(/p\.json: key "fields\.name\.lenght"/);
    const ok = withSchemas({ 'p.json': { ...position, fields: { ...position.fields, name: { ...position.fields.name, 'x-component': 'Input' } } } });
    expect(() => loadSchemas(ok)).not.toThrow();
  });

  it('refuses invalid JSON and table dictionaries of unknown entities', () => {
    expect(() => loadSchemas(withSchemas({ 'broken.json': '{"entity":' }))).toThrow(/broken\.json: invalid JSON/);
    const dir = withSchemas({ 'p.json': { ...position, fields: { ...position.fields, name: { ...position.fields.name, dict: 'nope,a,b' } } } });
    expect(() => loadSchemas(dir)).toThrow(/p\.json: key "fields\.name\.dict": table dictionary nope/);
  });
});
