// The names of the fields a subscription selects one level under its root field, through fragments and
// whatever the directives say (more names only means more is read ahead): a shareable event reads ahead
// only what they need (shared-execution.ts), and the resolvers of live.ts ask the same of their field.
import {
  getOperationAST,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';

// null when the operation is not one subscription field
const selections = new WeakMap<DocumentNode, Map<string, ReadonlySet<string> | null>>();
export function selectedUnderRootField(
  document: DocumentNode,
  operationName: string | null | undefined,
): ReadonlySet<string> | null {
  let byOperation = selections.get(document);
  if (!byOperation) selections.set(document, (byOperation = new Map()));
  const cached = byOperation.get(operationName ?? '');
  if (cached !== undefined) return cached;
  let selected: ReadonlySet<string> | null = null;
  const operation = getOperationAST(document, operationName);
  if (operation?.operation === 'subscription') {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of document.definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    const rootFields = collectFields(operation.selectionSet, fragments);
    if (rootFields.names.size === 1 && !rootFields.names.has('__typename')) {
      const names = new Set<string>();
      for (const set of rootFields.subselections)
        for (const name of collectFields(set, fragments).names) names.add(name);
      selected = names;
    }
  }
  byOperation.set(operationName ?? '', selected);
  return selected;
}

// The names of the fields selected under the field being resolved, as selectedUnderRootField counts them.
export function selectedUnder(info: GraphQLResolveInfo): ReadonlySet<string> {
  const fragments = new Map(Object.entries(info.fragments));
  const names = new Set<string>();
  for (const node of info.fieldNodes) {
    if (node.selectionSet) for (const name of collectFields(node.selectionSet, fragments).names) names.add(name);
  }
  return names;
}

function collectFields(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): { names: Set<string>; subselections: SelectionSetNode[] } {
  const names = new Set<string>();
  const subselections: SelectionSetNode[] = [];
  const visit = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        names.add(selection.name.value);
        if (selection.selectionSet) subselections.push(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment && !seen.has(fragment.name.value)) {
          seen.add(fragment.name.value);
          visit(fragment.selectionSet);
        }
      }
    }
  };
  visit(selectionSet);
  return { names, subselections };
}
