// graphql-ws parses each subscription's document and keeps that syntax tree for the subscription's life:
// thousands of dashboards subscribe with the same text and would each hold their own copy (about 30 KB
// per idle connection). Parsed once per text instead; the tree is only read, never changed.
import { parse, type DocumentNode, type ParseOptions, type Source } from 'graphql';

const parsedDocuments = new Map<string, DocumentNode>();
const PARSED_DOCUMENTS_MAX = 500;
// the texts kept count too: 500 frames of 64 KB would hold 32 MB of comments and blanks
const PARSED_TEXT_MAX = 2 * 1024 * 1024;
let parsedText = 0;

export function sharedParse(source: string | Source, options?: ParseOptions): DocumentNode {
  if (typeof source !== 'string' || options) return parse(source, options);
  const query = source;
  let document = parsedDocuments.get(query);
  if (!document) {
    document = parse(query);
    if (parsedDocuments.size >= PARSED_DOCUMENTS_MAX || parsedText + query.length > PARSED_TEXT_MAX) {
      parsedDocuments.clear();
      parsedText = 0;
    }
    parsedDocuments.set(query, document);
    parsedText += query.length;
  }
  return document;
}
