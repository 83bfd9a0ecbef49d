import { contentTypes, type Operation, type TokenResource, type TokenScope } from '@land-office/contract';

/**
 * Which operation (of the contract's permission table) each admin route performs: the first rule
 * whose method and path match. An admin route no rule matches stops the app at start-up, so a new
 * route cannot ship unguarded; `docs/security.md` shows this table with the roles.
 */
const rules: readonly { methods: readonly string[] | '*'; path: RegExp; operation: Operation }[] = [
  { methods: '*', path: /^\/api\/admin\/(auth|account)(\/|$)/, operation: 'account' },
  { methods: '*', path: /^\/api\/admin\/users(\/|$)/, operation: 'users' },
  { methods: '*', path: /^\/api\/admin\/dashboard$/, operation: 'dashboard' },
  { methods: '*', path: /^\/api\/admin\/activity(\/|$)/, operation: 'activity' },
  { methods: '*', path: /^\/api\/admin\/support(\/|$)/, operation: 'support' },
  { methods: '*', path: /^\/api\/admin\/content\//, operation: 'transfer' },
  { methods: '*', path: /^\/api\/admin\/media(\/|$)/, operation: 'media' },
  { methods: '*', path: /^\/api\/admin\/webhooks(\/|$)/, operation: 'webhooks' },
  { methods: '*', path: /^\/api\/admin\/tokens(\/|$)/, operation: 'tokens' },
  // Each answer is then limited to the resources whose own operation the role has.
  { methods: '*', path: /^\/api\/admin\/(revisions|trash)(\/|$)/, operation: 'history' },
  // Every role may ask; the route then checks the operation of the record's type.
  { methods: ['POST'], path: /^\/api\/admin\/preview$/, operation: 'history' },
  { methods: '*', path: /^\/api\/site-settings\/admin$/, operation: 'siteSettings' },
  { methods: '*', path: /^\/api\/admin\/security-settings$/, operation: 'siteSettings' },
  { methods: '*', path: /^\/api\/header-settings\/admin(\/|$)/, operation: 'headerSettings' },
  { methods: ['PUT'], path: /^\/api\/available-land-settings$/, operation: 'landPage' },
  { methods: '*', path: /^\/api\/available-land-settings\/admin$/, operation: 'landPage' },
  { methods: '*', path: /^\/api\/admin\/listings(\/|$)/, operation: 'landPage' },
  { methods: ['PUT'], path: /^\/api\/land-scraper\/config$/, operation: 'scraperSources' },
  // Those who run the scraper see its sources, runs and progress.
  { methods: '*', path: /^\/api\/land-scraper\//, operation: 'runScraper' },
  { methods: '*', path: /^\/api\/upload\//, operation: 'content' },
  // Every declared content type's admin routes: /api/<type>/admin…
  { methods: '*', path: /^\/api\/[a-z-]+\/admin(\/|$)/, operation: 'content' },
];

/** The operation of an admin route, or undefined when no rule names it. */
export function routeOperation(method: string, url: string): Operation | undefined {
  return rules.find((rule) => (rule.methods === '*' || rule.methods.includes(method)) && rule.path.test(url))
    ?.operation;
}

/** The token resource of each declared content type (its declaration's `scope`), by the type's name. */
const contentResources = new Map<string, TokenResource>(
  contentTypes.map((type) => [type.name, type.scope.resource]),
);
const typeByApiPath = new Map(contentTypes.map((type) => [type.api.path, type.name]));

/**
 * Which resource an API token needs a scope on for an admin route (read for GET, write for the
 * rest), by the same paths as the rules above; none for what only a person may do (their account,
 * users, tokens, the security settings, the dashboard, the activity log, export and import,
 * history and the trash, previews).
 */
const tokenRules: readonly {
  path: RegExp;
  resource: TokenResource | ((match: RegExpMatchArray) => TokenResource | undefined);
}[] = [
  { path: /^\/api\/admin\/support(\/|$)/, resource: 'support' },
  { path: /^\/api\/admin\/media(\/|$)/, resource: 'media' },
  { path: /^\/api\/admin\/webhooks(\/|$)/, resource: 'webhooks' },
  { path: /^\/api\/admin\/listings(\/|$)/, resource: 'listings' },
  { path: /^\/api\/site-settings\/admin$/, resource: 'settings' },
  { path: /^\/api\/header-settings\/admin(\/|$)/, resource: 'settings' },
  { path: /^\/api\/available-land-settings(\/admin)?$/, resource: 'settings' },
  { path: /^\/api\/land-scraper\/config$/, resource: 'settings' },
  { path: /^\/api\/land-scraper\//, resource: 'listings' },
  // An image for a type's records is part of writing them.
  { path: /^\/api\/upload\/([a-z-]+)(\/|$)/, resource: (m) => contentResources.get(m[1] as string) },
  {
    path: /^\/api\/([a-z-]+)\/admin(\/|$)/,
    resource: (m) => contentResources.get(typeByApiPath.get(m[1] as string) ?? ''),
  },
];

/** The scope an API token needs for an admin route, or undefined when no token may use it. */
export function routeTokenScope(method: string, url: string): TokenScope | undefined {
  for (const rule of tokenRules) {
    const match = url.match(rule.path);
    if (!match) continue;
    const resource = typeof rule.resource === 'function' ? rule.resource(match) : rule.resource;
    if (!resource) return undefined;
    return `${resource}:${method === 'GET' || method === 'HEAD' ? 'read' : 'write'}`;
  }
  return undefined;
}
