import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/app/router';
import { routesIn } from './route-table-plugin';

// jsdom gives import.meta.url an http: scheme: found from where vitest runs (the repo or apps/web)
const routerFile = ['apps/web/src/app/router.tsx', 'src/app/router.tsx']
  .map((p) => path.resolve(process.cwd(), p))
  .find((p) => existsSync(p))!;

/** Every lazy route of the live router, with its full path ('' for the index). */
function lazyPaths(list: RouteObject[], prefix = ''): string[] {
  return list.flatMap((route) => {
    const full = route.path === undefined ? prefix : [prefix, route.path].filter(Boolean).join('/');
    return [...(route.lazy ? [full] : []), ...lazyPaths(route.children ?? [], full)];
  });
}

describe('the route table the build derives from router.tsx', () => {
  const table = routesIn(parseAst(readFileSync(routerFile, 'utf8'), { lang: 'tsx' }) as never);

  it('covers every lazy path of the router, in order', () => {
    expect(table.map((r) => r.path)).toEqual(lazyPaths(routes));
  });

  it("knows each page's module and catalogue namespaces", () => {
    const services = table.find((r) => r.path === 'services');
    expect(services).toEqual({
      path: 'services',
      specifier: '../features/directory/routes/services-page',
      namespaces: ['directory'],
    });
    expect(table.find((r) => r.path === '')?.namespaces).toEqual([]);
    expect(table.find((r) => r.path === ':token/confirm-email')?.namespaces).toEqual(['auth']);
  });
});
