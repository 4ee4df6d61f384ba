/**
 * `npm run i18n:index`: writes shared/src/i18n/text-index.json, the index that finds which
 * catalogue entry wrote a text (docs/product/languages.md#how-a-text-reaches-its-reader), from the
 * catalogue as it is now. Run it after changing a text; shared/src/i18n/messages.test.ts fails
 * while it is out of date.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildTextIndex } from '../shared/src/i18n/catalogue.js';

const file = path.resolve(import.meta.dirname, '../shared/src/i18n/text-index.json');
writeFileSync(file, `${JSON.stringify(buildTextIndex())}\n`);
console.log(`wrote ${path.relative(process.cwd(), file)}`);
