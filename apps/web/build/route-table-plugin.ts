import path from 'node:path';
import type { Plugin } from 'vite';

/** One page of the router: its URL pattern, its module (as keyed in Vite's manifest) and catalogues. */
export interface RouteEntry {
  /** react-router pattern without the leading slash: '' for the index, 'services/:id', '*' */
  path: string;
  /** the lazy page module, relative to the web app's root (the key of Vite's manifest) */
  module: string;
  /** the catalogue namespaces the route loads with its code */
  namespaces: string[];
}

/** Where the table is written in the build; a dot folder, so the server never serves it as a file. */
export const ROUTE_TABLE_FILE = '.vite/routes.json';

type Node = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function property(object: Node, name: string): Node | undefined {
  const props = (object.properties as Node[]) ?? [];
  const found = props.find((p) => p.type === 'Property' && (p.key as Node).name === name);
  return found?.value as Node | undefined;
}

const stringOf = (node: Node | undefined) =>
  node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;

/** `page(() => import('x'), 'ns', …)` → the import specifier and the namespaces. */
function lazyPage(call: Node | undefined): { specifier: string; namespaces: string[] } | undefined {
  if (call?.type !== 'CallExpression') return undefined;
  const [loader, ...rest] = call.arguments as Node[];
  const body = loader?.body as Node | undefined;
  const specifier = body?.type === 'ImportExpression' ? stringOf(body.source as Node) : undefined;
  if (!specifier) return undefined;
  return { specifier, namespaces: rest.map(stringOf).filter((n): n is string => n !== undefined) };
}

/** Every route object with a lazy page, its path joined with its parents' paths. */
export function routesIn(program: Node): { path: string; specifier: string; namespaces: string[] }[] {
  const found: { path: string; specifier: string; namespaces: string[] }[] = [];
  const visit = (node: unknown, prefix: string): void => {
    if (Array.isArray(node)) return node.forEach((n) => visit(n, prefix));
    if (!isNode(node)) return;
    if (node.type === 'ObjectExpression') {
      const own = stringOf(property(node, 'path'));
      const full = own === undefined ? prefix : [prefix, own].filter(Boolean).join('/');
      const lazy = lazyPage(property(node, 'lazy'));
      if (lazy) found.push({ path: full, ...lazy });
      const children = property(node, 'children');
      if (children) visit(children, full);
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'type' && typeof value === 'object') visit(value, prefix);
    }
  };
  visit(program, '');
  return found;
}

/**
 * Writes the router's table of pages (path → lazy module → catalogues) beside Vite's manifest, read
 * from router.tsx itself as it is bundled, so the server's preloads never follow a second list.
 */
export function routeTablePlugin(routerFile: string): Plugin {
  let root = '';
  let table: RouteEntry[] | null = null;
  return {
    name: 'harbour-route-table',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (path.resolve(id.split('?')[0]!) !== path.resolve(routerFile)) return null;
      const routes = routesIn(this.parse(code) as unknown as Node);
      if (routes.length === 0) this.error(`no lazy routes found in ${routerFile}`);
      table = [];
      for (const route of routes) {
        const resolved = await this.resolve(route.specifier, id);
        if (!resolved) this.error(`cannot resolve ${route.specifier} from ${routerFile}`);
        const module = path.relative(root, resolved.id).split(path.sep).join('/');
        table.push({ path: route.path, module, namespaces: route.namespaces });
      }
      return null;
    },
    generateBundle() {
      if (!table) this.error(`${routerFile} was not part of the build`);
      this.emitFile({ type: 'asset', fileName: ROUTE_TABLE_FILE, source: JSON.stringify(table, null, 1) });
    },
  };
}
