// Import boundaries (issue 15, point 4), checked by dependency-cruiser in `npm run lint` and in CI.
// Each rule names the layer it protects; a forbidden import fails the lint with the rule's name.
const PLATFORM =
  '^api/src/(db|auth)/|^api/src/lib/(event-bus|redis-event-bus|create-event-bus|async-queue|tick-batch|sanitize)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-not-faces',
      comment:
        'api/src/domain holds the rules; the GraphQL schema and the REST shim are faces that read it, never the other way',
      severity: 'error',
      from: { path: '^api/src/domain/' },
      to: { path: '^api/src/(schema|rest)/' },
    },
    {
      name: 'domain-not-edge',
      comment:
        'api/src/input parses what the faces receive into the typed values the domain takes: the domain never parses raw input',
      severity: 'error',
      from: { path: '^api/src/domain/' },
      to: { path: '^api/src/input/' },
    },
    {
      name: 'rest-not-schema',
      comment: 'the REST shim and the GraphQL schema are two faces of the domain: neither imports the other',
      severity: 'error',
      from: { path: '^api/src/rest/' },
      to: { path: '^api/src/schema/' },
    },
    {
      name: 'schema-not-rest',
      comment: 'the REST shim and the GraphQL schema are two faces of the domain: neither imports the other',
      severity: 'error',
      from: { path: '^api/src/schema/' },
      to: { path: '^api/src/rest/' },
    },
    {
      name: 'platform-not-domain',
      comment: 'the platform (database, authentication, pub/sub) serves the domain and knows none of its rules',
      severity: 'error',
      from: { path: PLATFORM, pathNot: '/__tests__/' },
      to: { path: '^api/src/domain/' },
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
