import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateOpenApiDocuments, serializeOpenApiDocument } from './openapi-document.js';

/**
 * `npm run openapi`: writes the served OpenAPI documents at the repository root: openapi.json (the portal,
 * /web/v1/openapi.json) and openapi.machine.json (the machine API, /api/v1/openapi.json).
 */
const documents = await generateOpenApiDocuments();
for (const [file, document] of [['openapi.json', documents.portal], ['openapi.machine.json', documents.machine]] as const) {
  const target = fileURLToPath(new URL(`../${file}`, import.meta.url));
  const text = serializeOpenApiDocument(document);
  writeFileSync(target, text);
  console.log(`wrote ${target} (${text.length} bytes)`);
}
