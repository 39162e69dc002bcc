import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { openApiApp } from '../server/http/openapiApp';
import { openApiText } from '../server/http/openapi';

/** `npm run openapi`: writes docs/openapi.json from the routes' schemas (tests/server/openapi.test.ts checks it). */
const app = await openApiApp();
writeFileSync(resolve('docs/openapi.json'), openApiText(app));
await app.close();
console.log('docs/openapi.json écrit.');
