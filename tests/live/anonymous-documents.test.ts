// An anonymous caller's GraphQL documents cannot fill a node's heap: a node limited to a 192 MB heap
// answers 1,000 distinct 900 KB documents (refused by their size) and then 3,000 distinct documents just
// under the body limit (parsed, answered and cached), and still answers afterwards. Before the document
// store counted each document's source (api/src/graphql/document-store.ts), such a node died after 157 of
// the first kind.
import fs from 'node:fs';
import { startApiNode, type ApiNode } from '../support/api-node';
import { createTestDatabase, usePglite, type TestDatabase } from '../support/database';

const BLANKS_900_KB = ' '.repeat(900 * 1024);
const BLANKS_60_KB = ' '.repeat(60 * 1024);

// the node's resident memory, from the kernel
function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
}

// `count` documents, `parallel` at a time; returns how many answers had each status
async function send(node: ApiNode, count: number, document: (i: number) => string, parallel = 4) {
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const response = await fetch(`${node.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: document(i) }),
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return Object.fromEntries(statuses);
}

async function typename(node: ApiNode) {
  const response = await fetch(`${node.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  return { status: response.status, body: await response.json() };
}

describe('anonymous GraphQL documents against a 192 MB heap', () => {
  let database: TestDatabase | undefined;
  let node: ApiNode;

  beforeAll(async () => {
    // PGlite: the node keeps its own embedded database in its data folder
    database = usePglite ? undefined : await createTestDatabase();
    node = await startApiNode('small-heap', {
      NODE_OPTIONS: '--max-old-space-size=192',
      NODE_ENV: 'production',
      ...(database ? { DATABASE_URL: database.url! } : {}),
    });
  }, 120_000);

  afterAll(async () => {
    await node?.stop();
    await database?.drop();
  }, 30_000);

  it('refuses 1,000 distinct 900 KB documents by their size and keeps answering', async () => {
    const before = residentMb(node.pid);
    const statuses = await send(node, 1000, (i) => `# probe ${i} ${Math.random()}\n${BLANKS_900_KB}\n{ __typename }`);
    expect(statuses).toEqual({ 413: 1000 });
    expect(await typename(node)).toEqual({ status: 200, body: { data: { __typename: 'Query' } } });
    console.log(`900 KB documents: resident ${before} MB before, ${residentMb(node.pid)} MB after`);
  }, 240_000);

  it('answers 3,000 distinct documents under the body limit and keeps only what its store counts', async () => {
    const before = residentMb(node.pid);
    const statuses = await send(node, 3000, (i) => `# probe ${i} ${Math.random()}\n${BLANKS_60_KB}\n{ __typename }`);
    expect(statuses).toEqual({ 200: 3000 });
    expect(await typename(node)).toEqual({ status: 200, body: { data: { __typename: 'Query' } } });
    console.log(`60 KB documents: resident ${before} MB before, ${residentMb(node.pid)} MB after`);
  }, 240_000);
});
