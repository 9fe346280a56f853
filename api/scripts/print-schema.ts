// Prints the Pothos schema to schema.graphql; with --check, fails when the committed file is stale.
import fs from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { schema } from '../src/graphql/schema';

const target = path.resolve(__dirname, '..', '..', 'schema.graphql');
const printed = `${printSchema(schema)}\n`;

if (process.argv.includes('--check')) {
  const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (committed !== printed) {
    console.error('schema.graphql is stale: run `npm run schema:print` and commit it');
    process.exit(1);
  }
  console.log('schema.graphql is current');
} else {
  fs.writeFileSync(target, printed);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
