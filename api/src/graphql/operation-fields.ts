// What an operation asks for, read from its parsed document: its root fields, introspection, NUL characters
// written into it; and its strings made storable. Learnt once per parsed document (or operation): Apollo
// keeps a parsed document and hands the same object to every request that sends the same text.
import {
  Kind,
  getOperationAST,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { hasNul, storableText } from '../platform/sanitize';

// `compute`'s answer for a document, computed on its first request
function perDocument<T>(compute: (document: DocumentNode) => T): (document: DocumentNode) => T {
  const known = new WeakMap<DocumentNode, T>();
  return (document) => {
    if (known.has(document)) return known.get(document)!;
    const value = compute(document);
    known.set(document, value);
    return value;
  };
}

type RootFields = { operation: string; fields: string[] } | null;
const rootFieldsByName = perDocument(() => new Map<string, RootFields>());

// Root fields of the operation, fragments followed; aliases of one field count once each.
export function rootFields(document: DocumentNode, operationName?: string | null): RootFields {
  const byName = rootFieldsByName(document);
  const key = operationName ?? '';
  if (!byName.has(key)) byName.set(key, readRootFields(document, operationName));
  return byName.get(key)!;
}

function readRootFields(document: DocumentNode, operationName?: string | null): RootFields {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) return null;
  const fragments = fragmentsOf(document);
  return { operation: operation.operation, fields: fieldsOf(operation.selectionSet, (name) => fragments.get(name)) };
}

// The fields of a selection set, fragments followed (each once)
function fieldsOf(
  selectionSet: SelectionSetNode,
  fragmentNamed: (name: string) => FragmentDefinitionNode | undefined,
): string[] {
  const fields: string[] = [];
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) fields.push(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragmentNamed(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(selectionSet);
  return fields;
}

const rootFieldsOfOperation = new WeakMap<OperationDefinitionNode, Set<string>>();

// Whether the operation a resolver runs in also asks for this root field (a resolver that can read what a
// sibling field needs in its own statement), learnt once per parsed operation
export function operationAsks(info: GraphQLResolveInfo, field: string): boolean {
  let fields = rootFieldsOfOperation.get(info.operation);
  if (!fields) {
    fields = new Set(fieldsOf(info.operation.selectionSet, (name) => info.fragments[name]));
    rootFieldsOfOperation.set(info.operation, fields);
  }
  return fields.has(field);
}

// __schema or __type anywhere in the document (__typename is ordinary)
export const asksForIntrospection = perDocument((document: DocumentNode): boolean => {
  let found = false;
  const visit = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (found) return;
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === '__schema' || selection.name.value === '__type') found = true;
        else if (selection.selectionSet) visit(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION)
      visit(definition.selectionSet);
  }
  return found;
});

// a string literal written into the document itself with a NUL in it
export const hasNulLiteral = perDocument((document: DocumentNode): boolean => {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (hasNul(node.value)) found = true;
    },
  });
  return found;
});

// whether a string written into the document changes when made storable (platform/sanitize.ts)
const hasUnstorableLiteral = perDocument((document: DocumentNode): boolean => {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (storableText(node.value) !== node.value) found = true;
    },
  });
  return found;
});

// The document with every string written into it storable (invisible and direction marks dropped, escapes
// such as "\u202E" included, which the request's text shows only once parsed); the same document when nothing
// changes. The copy is made for the request and not kept: Apollo's document store sizes what it keeps by the
// source text, and a copy kept beside each document would be memory it does not count. Variables are made
// storable apart (limits.ts).
export function withStorableLiterals(document: DocumentNode): DocumentNode {
  if (!hasUnstorableLiteral(document)) return document;
  return visit(document, {
    StringValue(node) {
      const value = storableText(node.value);
      return value === node.value ? undefined : { ...node, value };
    },
  });
}

export function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  return fragments;
}
