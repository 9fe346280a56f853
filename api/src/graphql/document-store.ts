// Apollo keeps each validated document by its text's hash. Its default store sized an entry by the tree's
// JSON, which leaves out `loc.source`: the whole request text, comments and blanks included. 300 distinct
// anonymous documents of 900 KB took a node from 258 MB to 539 MB for good, and a 192 MB heap died after
// 157 (tests/live/anonymous-documents.test.ts). Here an entry costs its tree and its source alike.
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import type { DocumentNode } from 'graphql';

// the web app's documents take about 100 KB in all; the rest is room for the explorer's
export const DOCUMENT_STORE_MAX_BYTES = 8 * 1024 * 1024;

// the source is counted in UTF-16 units twice over: V8 holds a string with one non-Latin-1 character in
// two bytes per unit
export function documentBytes(document: DocumentNode): number {
  return Buffer.byteLength(JSON.stringify(document), 'utf8') + 2 * (document.loc?.source.body.length ?? 0);
}

export function documentStore(maxBytes = DOCUMENT_STORE_MAX_BYTES): InMemoryLRUCache<DocumentNode> {
  return new InMemoryLRUCache<DocumentNode>({ maxSize: maxBytes, sizeCalculation: documentBytes });
}
