// The cost of a GraphQL document, counting list sizes: a list field multiplies what is selected under it
// by how many items it may hold, so `cities { districts { city { districts ... } } }` costs what it would
// return (every level times the list's size) and not one unit per field as GraphQL Armor counts. The rule
// runs with the other validation rules (HTTP and WebSocket), before anything is read.
import {
  GraphQLError,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  Kind,
  typeFromAST,
  type ASTVisitor,
  type FieldNode,
  type FragmentSpreadNode,
  type InlineFragmentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { DEFAULT_FIRST as ANALYTICS_DEFAULT_FIRST, MAX_FIRST as ANALYTICS_MAX_FIRST } from '../modules/analytics';
import { DEFAULT_FIRST, DEFAULT_PER_PAGE, MAX_FIRST, MAX_PER_PAGE } from '../platform/paging';

// Items a list field is counted for. A paged list (`perPage`) counts its page size: a literal as given
// (up to MAX_PER_PAGE), a variable as MAX_PER_PAGE, none as DEFAULT_PER_PAGE. Other lists count
// LIST_SIZE items unless listed here (their real sizes: a task's history and offers grow with it, a
// master's categories and districts and the reference lists stay small but admins add to them).
export const LIST_SIZE = 10;
export const LIST_SIZES: Record<string, number> = {
  'Query.cancelReasons': 10,
  'Query.categories': 30,
  'Query.cities': 10,
  'Query.districts': 20,
  'City.districts': 20,
  'Query.myTasks': 20,
  'Query.myReviews': 20,
  'Query.masterReviews': 20,
  'Query.apiTokens': 20,
  'Task.statusHistory': 10,
  'Task.offers': 20,
};

// What a field costs beyond the rows it returns: an analytics figure aggregates every task of its window
// and an admin list filters the whole table, whatever they answer (a funnel is one row). A `search` makes a
// list match text in every row: that field costs SEARCH_COST more.
export const SCAN_COSTS: Record<string, number> = {
  'Analytics.funnel': 25,
  'Analytics.timeToAccept': 25,
  'Analytics.timeToComplete': 25,
  'Analytics.series': 25,
  'Analytics.byCategory': 25,
  'Analytics.byDistrict': 25,
  // every master's offers of the window, sorted
  'Analytics.masters': 50,
  'Analytics.cancelReasons': 25,
  'Analytics.detection': 25,
  // the bot's per-group daily counters of the window
  'Analytics.intake': 25,
  'Query.adminTasks': 25,
  'Query.adminTasksConnection': 25,
  'Query.adminContracts': 25,
  'Query.adminContractsConnection': 25,
  'Query.adminReviews': 25,
  'Query.adminReviewsConnection': 25,
  'Query.auditLog': 25,
};
export const SEARCH_COST = 25;
// one whole-table scan: what the `reports` rate limit counts (graphql/limits.ts)
export const SCAN_UNIT = 25;

// Connections (`first`) count their page as `first` items: a literal as given (up to the most the field
// returns), a variable as that most, none as the field's default.
const FIRST_SIZES: Record<string, { fallback: number; max: number }> = {
  'Analytics.masters': { fallback: ANALYTICS_DEFAULT_FIRST, max: ANALYTICS_MAX_FIRST },
};
const PAGED_FIRST = { fallback: DEFAULT_FIRST, max: MAX_FIRST };

// each field costs 1 (plus what it scans), plus what is selected under it times the items it may hold
export function documentCost(
  schema: GraphQLSchema,
  selectionSet: SelectionSetNode,
  parentType: GraphQLCompositeType,
  fragments: Map<string, FragmentDefinitionNode>,
  pageSize: number | null = null,
  visiting: Set<string> = new Set(),
): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      cost += fieldCost(schema, selection, parentType, fragments, pageSize, visiting);
    } else {
      // both sides of an interface or union are counted: an upper bound
      cost += underFragment(schema, selection, parentType, fragments, visiting, (set, type) =>
        documentCost(schema, set, type, fragments, pageSize, visiting),
      );
    }
  }
  return cost;
}

function fieldCost(
  schema: GraphQLSchema,
  node: FieldNode,
  parentType: GraphQLCompositeType,
  fragments: Map<string, FragmentDefinitionNode>,
  pageSize: number | null,
  visiting: Set<string>,
): number {
  const name = node.name.value;
  // __typename is free; introspection is answered from memory (and limited by depth), as Armor counted it
  if (name === '__typename' || name === '__schema' || name === '__type') return 0;
  if (!isObjectType(parentType) && !('getFields' in parentType)) return 1;
  const field = (parentType as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields()[name];
  if (!field) return 1;
  const key = `${parentType.name}.${name}`;
  const given = (argument: string) => node.arguments?.find((each) => each.name.value === argument)?.value;
  const search = given('search');
  const own = 1 + (SCAN_COSTS[key] ?? 0) + (search && search.kind !== Kind.NULL && SCAN_COSTS[key] ? SEARCH_COST : 0);
  if (!node.selectionSet) return own;
  const childType = getNamedType(field.type);
  if (!isCompositeType(childType)) return own;

  // a field with a page size passes it to the list of items under it
  const pageArgument = field.args.find((arg) => arg.name === 'perPage' || arg.name === 'first')?.name;
  const sizes =
    pageArgument === 'perPage' ? { fallback: DEFAULT_PER_PAGE, max: MAX_PER_PAGE } : (FIRST_SIZES[key] ?? PAGED_FIRST);
  let childPageSize: number | null = null;
  if (pageArgument) {
    const size = given(pageArgument);
    if (!size || size.kind === Kind.NULL) childPageSize = sizes.fallback;
    else if (size.kind === Kind.INT) childPageSize = Math.min(Math.max(Number(size.value), 1), sizes.max);
    else childPageSize = sizes.max;
  }

  let items = 1;
  if (isListType(getNullableType(field.type))) {
    items = pageSize ?? LIST_SIZES[key] ?? LIST_SIZE;
  }
  return own + items * documentCost(schema, node.selectionSet, childType, fragments, childPageSize, visiting);
}

// The validation rule: the operation's cost above maxCost is reported through `report`.
export function listCostRule(
  maxCost: number,
  report: (context: ValidationContext, error: GraphQLError) => void,
): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    Document(document) {
      const schema = context.getSchema();
      const fragments = new Map<string, FragmentDefinitionNode>();
      for (const definition of document.definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
      }
      for (const definition of document.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
        const root = schema.getRootType(definition.operation);
        if (!root) continue;
        const cost = documentCost(schema, definition.selectionSet, root, fragments);
        if (cost > maxCost) {
          report(context, new GraphQLError(`Query Cost limit of ${maxCost} exceeded, found ${Math.ceil(cost)}.`));
        }
      }
    },
  });
}

// The scans an operation asks for, in SCAN_UNITs: every figure and list of SCAN_COSTS under it (a `search`
// adding SEARCH_COST), each fragment counted where it is spread. Lists' sizes do not multiply it: a scan
// happens once per field, whatever it returns.
export function scannedUnits(
  schema: GraphQLSchema,
  selectionSet: SelectionSetNode,
  parentType: GraphQLCompositeType,
  fragments: Map<string, FragmentDefinitionNode>,
): number {
  return Math.ceil(scannedCost(schema, selectionSet, parentType, fragments, new Set()) / SCAN_UNIT);
}

function scannedCost(
  schema: GraphQLSchema,
  selectionSet: SelectionSetNode,
  parentType: GraphQLCompositeType,
  fragments: Map<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (!('getFields' in parentType)) continue;
      const field = parentType.getFields()[selection.name.value];
      if (!field) continue;
      const scan = SCAN_COSTS[`${parentType.name}.${field.name}`] ?? 0;
      const search = selection.arguments?.find((each) => each.name.value === 'search')?.value;
      cost += scan + (scan && search && search.kind !== Kind.NULL ? SEARCH_COST : 0);
      const childType = getNamedType(field.type);
      if (selection.selectionSet && isCompositeType(childType))
        cost += scannedCost(schema, selection.selectionSet, childType, fragments, visiting);
      continue;
    }
    cost += underFragment(schema, selection, parentType, fragments, visiting, (set, type) =>
      scannedCost(schema, set, type, fragments, visiting),
    );
  }
  return cost;
}

// What `count` gives for an inline fragment or a fragment spread, read as its type condition's type. A
// spread already being read (a cycle, which the specified rules refuse) counts nothing.
function underFragment(
  schema: GraphQLSchema,
  selection: InlineFragmentNode | FragmentSpreadNode,
  parentType: GraphQLCompositeType,
  fragments: Map<string, FragmentDefinitionNode>,
  visiting: Set<string>,
  count: (selectionSet: SelectionSetNode, type: GraphQLCompositeType) => number,
): number {
  const name = selection.kind === Kind.FRAGMENT_SPREAD ? selection.name.value : undefined;
  const fragment: InlineFragmentNode | FragmentDefinitionNode | undefined =
    selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
  if (!fragment || (name !== undefined && visiting.has(name))) return 0;
  const condition = fragment.typeCondition;
  const type = condition ? (typeFromAST(schema, condition) as GraphQLCompositeType | undefined) : parentType;
  if (!type) return 0;
  if (name !== undefined) visiting.add(name);
  try {
    return count(fragment.selectionSet, type);
  } finally {
    if (name !== undefined) visiting.delete(name);
  }
}
