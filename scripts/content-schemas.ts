// Writes content/schema/*.schema.json, the JSON Schemas of the content files for editors and other
// tools, from the zod schemas the loader and validator use (a test checks they are current).
// Run: npx tsx scripts/content-schemas.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtInContentFolder } from '../src/tax/content/built-in.ts';
import { contentJsonSchemas } from '../src/tax/content/schema.ts';

const dir = join(builtInContentFolder(), 'schema');
mkdirSync(dir, { recursive: true });
for (const [name, text] of Object.entries(contentJsonSchemas())) writeFileSync(join(dir, name), text);
