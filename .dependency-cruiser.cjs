// Import boundaries, checked by dependency-cruiser in `npm run lint` (its
// `lint:imports` part) and in CI. Each rule names what it protects; a forbidden import fails the lint with
// the rule's name. docs/architecture.md draws the layout these rules keep.
//
// api/src:
// - platform/: database, errors, Telegram init-data crypto, the event bus, jobs, config, logger, the
//   message catalogue, input parsing helpers. It imports no module, no face and no machinery.
// - modules/<concept>/: one business concept each. Its index.ts is what every other file may import;
//   inside it: its rules, its inputs (*-input.ts, input/), its GraphQL types and fields (*-fields.ts,
//   graphql/), its REST routes (*-routes.ts, rest/) and its tests.
// - graphql/ and http/: the machinery of the two faces (schema builder, limits, cost, subscriptions, the
//   socket; server, REST envelope). bot/: the Telegram bot. main.ts starts them.

// The modules in layers: a module imports only modules before it in this list (so the graph of modules
// has no cycle, and a newcomer reads them from the bottom up). Tests may exercise the modules above them.
const LAYERS = [
  'notification',
  'audit',
  'identity',
  'place',
  'category',
  'intake',
  'lifecycle',
  'review',
  'dispatch',
  'contract',
  'price',
  'task',
  'analytics',
];

const MODULE = '^api/src/modules/';
const FACE_FILES = ['-routes\\.ts$', '-fields\\.ts$', `${MODULE}[^/]+/(rest|graphql)/`];
const EDGE_FILES = ['-input\\.ts$', `${MODULE}[^/]+/input/`];

const layerRules = LAYERS.slice(0, -1).map((name, index) => ({
  name: `layer-${name}`,
  comment: `modules/${name} imports only the modules listed before it in LAYERS (.dependency-cruiser.cjs)`,
  severity: 'error',
  from: { path: `${MODULE}${name}/`, pathNot: '/__tests__/' },
  to: { path: `${MODULE}(${LAYERS.slice(index + 1).join('|')})/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-public-surface',
      comment: "a file outside modules/<m>/ imports it only through modules/<m>/index.ts, the module's public surface",
      severity: 'error',
      from: { path: '^api/src/(?!modules/)' },
      to: { path: `${MODULE}[^/]+/.`, pathNot: `${MODULE}[^/]+/index\\.ts$` },
    },
    {
      name: 'module-through-index',
      comment: "one module imports another only through the other's index.ts",
      severity: 'error',
      from: { path: `${MODULE}([^/]+)/` },
      to: { path: `${MODULE}[^/]+/.`, pathNot: [`${MODULE}$1/`, `${MODULE}[^/]+/index\\.ts$`] },
    },
    ...layerRules,
    {
      name: 'platform-imports-no-module',
      comment: 'the platform serves every module and face and knows none of them',
      severity: 'error',
      from: { path: '^api/src/platform/', pathNot: '/__tests__/' },
      to: { path: '^api/src/(modules|graphql|http|bot)/|^api/src/main\\.ts$' },
    },
    {
      name: 'no-cycles',
      comment: 'no file of api/src reaches itself again through its imports',
      severity: 'error',
      from: { path: '^api/src/' },
      to: { circular: true },
    },
    {
      name: 'rules-not-faces',
      comment:
        "a module's rules take typed values and know no face: they import neither its inputs, nor its GraphQL fields or REST routes, nor the faces' machinery",
      severity: 'error',
      from: { path: MODULE, pathNot: [...FACE_FILES, ...EDGE_FILES, '/index\\.ts$', '/__tests__/'] },
      to: { path: [...FACE_FILES, ...EDGE_FILES, '^api/src/(graphql|http|bot)/'] },
    },
    {
      name: 'rest-not-graphql',
      comment: 'the REST routes and the GraphQL fields are two faces of a module: neither imports the other',
      severity: 'error',
      from: { path: ['-routes\\.ts$', `${MODULE}[^/]+/rest/`] },
      to: { path: ['-fields\\.ts$', `${MODULE}[^/]+/graphql/`, '^api/src/graphql/'] },
    },
    {
      name: 'graphql-not-rest',
      comment: 'the REST routes and the GraphQL fields are two faces of a module: neither imports the other',
      severity: 'error',
      from: { path: ['-fields\\.ts$', `${MODULE}[^/]+/graphql/`] },
      to: { path: ['-routes\\.ts$', `${MODULE}[^/]+/rest/`, '^api/src/http/'] },
    },
    {
      name: 'ui-not-features',
      comment: 'web/src/ui holds generic pieces: it imports no feature and no app wiring',
      severity: 'error',
      from: { path: '^web/src/ui/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'features-not-each-other',
      comment: 'a feature imports ui/, lib/ and gql/, never another feature (share through ui/ or lib/)',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-not-api',
      comment: 'the web app never imports the API; rules both check live in a module both may import',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^api/' },
    },
    {
      name: 'rules-stand-alone',
      comment: 'rules/ (@usta/rules) is what the API and the web app share: it imports neither of them',
      severity: 'error',
      from: { path: '^rules/' },
      to: { path: '^(api|web)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(api/src/platform/db/generated|web/src/gql|web/dist|api/dist)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] },
  },
};
