// Every saved example of the explorer is a valid query against the printed schema.
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { ANALYTICS_EXAMPLES } from './example-queries';
import { EXPLORER_TEXTS } from './texts';

const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../../schema.graphql'), 'utf8'));

it('opens with valid example queries', () => {
  const queries = [EXPLORER_TEXTS.defaultQuery, ...ANALYTICS_EXAMPLES.map((example) => example.query)];
  expect(queries.length).toBeGreaterThan(4);
  for (const query of queries) expect(validate(schema, parse(query)).map((error) => error.message)).toEqual([]);
  for (const example of ANALYTICS_EXAMPLES)
    if (example.variables) expect(() => JSON.parse(example.variables!)).not.toThrow();
});

it('gives an analyst token only examples it may read: analytics, no person’s records (issue 26)', () => {
  const forAnalysts = ANALYTICS_EXAMPLES.filter((example) => !example.adminOnly);
  expect(forAnalysts.length).toBeGreaterThan(2);
  for (const example of forAnalysts) {
    const operation = parse(example.query).definitions[0];
    if (operation.kind !== 'OperationDefinition') throw new Error('not an operation');
    const roots = operation.selectionSet.selections.map((field) => (field.kind === 'Field' ? field.name.value : ''));
    expect(roots).toEqual(['analytics']);
  }
  expect(ANALYTICS_EXAMPLES.filter((example) => example.adminOnly).map((example) => example.query)).toEqual([
    expect.stringContaining('adminTasksConnection'),
  ]);
});
