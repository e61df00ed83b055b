import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateClientFiles, generateMachineSchema } from './openapi-types.js';

/**
 * `npm run openapi:types`: packages/client/src/schema.d.ts, operations.ts and error-codes.ts from the committed
 * openapi.json, and machine-schema.d.ts from openapi.machine.json.
 */
const root = new URL('../', import.meta.url);
const files = await generateClientFiles(readFileSync(new URL('openapi.json', root), 'utf8'));
const machineSchema = await generateMachineSchema(readFileSync(new URL('openapi.machine.json', root), 'utf8'));
for (const [name, text] of [
  ['schema.d.ts', files.schema],
  ['operations.ts', files.operations],
  ['error-codes.ts', files.errorCodes],
  ['machine-schema.d.ts', machineSchema],
] as const) {
  const target = fileURLToPath(new URL(`packages/client/src/${name}`, root));
  writeFileSync(target, text);
  console.log(`wrote ${target} (${text.length} bytes)`);
}
