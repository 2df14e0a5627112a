import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { security?: Record<string, string[]>[]; tags?: string[]; summary?: string }>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/docs/json', () => {
  it('documents every /api route of the app with a summary and a tag, admin routes under admin, and bearer auth on every signed-in route', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApiDocument>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const documented = new Map(Object.entries(doc.paths));

    // Taken from the routes the app registered, so a new route is checked without editing this test.
    const apiRoutes = t.routes
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
      .map((route) => ({
        ...route,
        path: route.url.replace(/:(\w+)/g, '{$1}'),
        name: `${route.method} ${route.url}`,
      }));
    expect(apiRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/api/users/login', '/api/admin/login', '/api/users/full-me', '/api/notifications']),
    );

    for (const route of apiRoutes) {
      const operation = documented.get(route.path)?.[route.method.toLowerCase()];
      expect(operation, `${route.name} is documented`).toBeDefined();
      expect(operation?.summary, `${route.name} says what it does`).toEqual(expect.any(String));
      expect(operation?.tags, `${route.name} has a tag`).toHaveLength(1);
      if (route.access === 'admin') expect(operation?.tags, `${route.name} is listed for admins`).toEqual(['admin']);
      const security = operation?.security ?? [];
      if (route.access === 'public') {
        expect(security, `${route.name} is public`).toEqual([]);
      } else {
        expect(security, `${route.name} needs a token`).toContainEqual({ bearerAuth: [] });
      }
    }
  });
});

describe('GET /api/docs', () => {
  it('serves the documentation page', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});
