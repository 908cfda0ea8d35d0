import fs from 'node:fs';
import { z } from 'zod';
import { entitySchema } from '#shared/contract/entity.js';

/** JSON meta-schema for editors, generated from the zod schema the server validates with. */
export const metaSchemaJson = () =>
  JSON.stringify({ ...z.toJSONSchema(entitySchema, { io: 'input', unrepresentable: 'any' }), title: 'ISPS entity schema' }, null, 2) + '\n';

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.writeFileSync('schemas/_entity.schema.json', metaSchemaJson());
  console.log('wrote schemas/_entity.schema.json');
}
