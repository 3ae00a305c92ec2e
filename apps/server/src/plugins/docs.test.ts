import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.js';

interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, { tags?: string[]; parameters?: { name: string; in: string }[] }>>;
}

let app: FastifyInstance;
let spec: OpenApi;

beforeAll(async () => {
  app = await buildTestApp();
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  spec = res.json<OpenApi>();
});
afterAll(() => app.close());

describe('OpenAPI', () => {
  it('documents the spec paths with their zod schemas', () => {
    expect(spec.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/login',
      '/api/registration',
      '/api/users/profile',
      '/api/web/provinces/all',
      '/api/web/cities/{id}',
      '/api/getVersion',
      '/api/web/settings',
      '/api/web/client-config',
      '/api/altcha/challenge',
      '/api/analytics/screen-view',
      '/api/admin/outbox',
      '/api/admin/analytics',
    ]) {
      expect(spec.paths, path).toHaveProperty([path]);
    }
    const query = spec.paths['/api/web/settings']!.get!.parameters!.map((p) => `${p.in}:${p.name}`);
    expect(query.sort()).toEqual(['query:category', 'query:settingType']);
  });

  it('tags every operation and leaves static files and the docs themselves out', () => {
    const untagged: string[] = [];
    for (const [path, ops] of Object.entries(spec.paths)) {
      expect(path.startsWith('/api/'), path).toBe(true);
      expect(path.startsWith('/api/docs'), path).toBe(false);
      for (const [method, op] of Object.entries(ops))
        if (!op.tags?.length) untagged.push(`${method} ${path}`);
    }
    expect(untagged).toEqual([]);
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui');
  });
});
