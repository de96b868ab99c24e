// The import boundaries of the whole repository (ARCHITECTURE.md, CONVENTIONS.md "Layout" and rule 11).
// Biome has no equivalent of these rules, so dependency-cruiser checks them in `pnpm test`.
// Paths are matched from the repository root, the folder the check runs in.

/** A shop or console app's shared layer: features may use it, it uses no feature. */
const APP_SHARED = '^apps/(shop|console)/src/(lib|components|i18n)/'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle, type imports included, ties every module on it into one unit.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-package-imports-app',
      severity: 'error',
      comment: 'Arrows point one way: apps depend on packages, never the reverse.',
      from: { path: '^(packages|tooling)/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-app-imports-other-app',
      severity: 'error',
      comment: 'Apps share code only through packages.',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'no-feature-imports-other-feature',
      severity: 'error',
      comment: 'What two features share moves to the shared layer (src/lib, src/components).',
      from: { path: '^apps/(shop|console)/src/features/([^/]+)/' },
      to: { path: '^apps/$1/src/features/', pathNot: '^apps/$1/src/features/$2/' },
    },
    {
      name: 'no-feature-imports-app',
      severity: 'error',
      comment: 'Imports flow shared -> features -> app/routes; a feature never reaches up.',
      from: { path: '^apps/(shop|console)/src/features/' },
      to: { path: '^apps/$1/src/(app|routes)/' },
    },
    {
      name: 'no-shared-imports-feature-or-app',
      severity: 'error',
      comment: 'The shared layer (lib, components, i18n) knows no feature, app shell or route.',
      from: { path: APP_SHARED },
      to: { path: '^apps/$1/src/(features|app|routes)/' },
    },
    {
      name: 'server-gateway-uses-no-feature',
      severity: 'error',
      comment:
        'The chat gateway (apps/server/src/chat/gateway) is what the chat module serves in embedded mode; it knows no feature (server README "Layout"). Only its test harness starts the whole server.',
      from: { path: '^apps/server/src/chat/gateway/', pathNot: '^apps/server/src/chat/gateway/testing/' },
      to: { path: '^apps/server/src/features/' },
    },
    {
      name: 'server-config-knows-no-feature',
      severity: 'error',
      comment:
        'The config reads the environment with its own defaults (config/defaults.ts); features get their settings from it, never the reverse.',
      from: { path: '^apps/server/src/config/' },
      to: { path: '^apps/server/src/features/' },
    },
    {
      name: 'server-security-uses-no-feature',
      severity: 'error',
      comment:
        'security/ (hasher, tokens, attempt guard, pay-code checker) is shared by the features and knows none of them.',
      from: { path: '^apps/server/src/security/' },
      to: { path: '^apps/server/src/features/' },
    },
    {
      name: 'server-chat-storage-is-data-access',
      severity: 'error',
      comment:
        'The chat stores read and write tables; sockets, the send path and the services sit above them (their tests may drive them through those).',
      from: { path: '^apps/server/src/chat/storage/', pathNot: '[.]test[.]ts$' },
      to: { path: '^apps/server/src/chat/(gateway|services|queue|labels|wukongim)/' },
    },
    {
      name: 'server-wukongim-mode-has-no-sockets',
      severity: 'error',
      comment:
        "In WuKongIM mode WuKongIM holds the sockets: that mode shares the gateway's stores and services, never its connections or send path.",
      from: { path: '^apps/server/src/chat/wukongim/' },
      to: { path: '^apps/server/src/chat/gateway/(connection|sending)/' },
    },
    {
      name: 'no-package-imports-other-package',
      severity: 'error',
      comment:
        'Packages are published on their own: one depends on another only as the bindings on the SDK (im-react -> im-sdk) and the chat bridge on its types (api-client -> im-sdk).',
      from: { path: '^packages/([^/]+)/' },
      // A built package is reached in its dist/; before the build the bare name stays unresolved.
      to: {
        path: '^(packages/|@crossmart/)',
        pathNot: '^(packages/($1|im-sdk)/|@crossmart/($1|im-sdk)(/|$))',
      },
    },
    {
      name: 'only-bindings-and-bridge-use-sdk',
      severity: 'error',
      comment: 'Of the packages, only im-react and api-client may use the SDK.',
      from: { path: '^packages/', pathNot: '^packages/(im-react|api-client|im-sdk)/' },
      to: { path: '^(packages/im-sdk/|@crossmart/im-sdk(/|$))' },
    },
    {
      name: 'no-reach-into-package-src',
      severity: 'error',
      comment: "Packages are used through their exports, never another package's src/ (CONVENTIONS rule 3).",
      from: { path: '^(apps|packages)/([^/]+)/' },
      to: { path: '^packages/([^/]+)/src/', pathNot: '^packages/$2/src/' },
    },
  ],
  options: {
    // dist/ is reached, never cruised: a bare `@crossmart/<name>` import resolves through pnpm's link into
    // that package's dist/, and excluding dist/ would drop the edge before any rule saw it.
    doNotFollow: { path: ['node_modules', '(^|/)dist/'] },
    exclude: {
      path: '(^|/)(node_modules|dist-ssr|\\.turbo|coverage|test-results)/|routeTree\\.gen\\.ts$',
    },
    // Type-only imports count: a cycle through `import type` still couples the modules.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    combinedDependencies: false,
    reporterOptions: { text: { highlightFocused: true } },
  },
}
