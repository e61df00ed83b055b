import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateOpenApiDocument, serializeOpenApiDocument } from './openapi-document.js';

/** `npm run openapi`: writes the served OpenAPI document to openapi.json at the repository root. */
const target = fileURLToPath(new URL('../openapi.json', import.meta.url));
const text = serializeOpenApiDocument(await generateOpenApiDocument());
writeFileSync(target, text);
console.log(`wrote ${target} (${text.length} bytes)`);
