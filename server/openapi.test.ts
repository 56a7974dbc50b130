import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as members from '../common/contracts/members.ts';
import * as reference from '../common/contracts/reference.ts';
import { createTestApp, type TestApp } from './test/harness.ts';

describe('OpenAPI documentation at /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('documents every contract with its body schema and both envelopes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    expect(spec.openapi).toMatch(/^3\./);
    const contracts = [...Object.values(reference), ...Object.values(members)].filter(
      (value) => typeof value === 'object' && value !== null && 'path' in value,
    ) as unknown as { path: string; method: string }[];
    expect(contracts.length).toBeGreaterThanOrEqual(16);
    for (const contract of contracts) {
      const operation = spec.paths[contract.path]?.[contract.method.toLowerCase()];
      expect(operation, contract.path).toBeDefined();
      expect(operation?.requestBody, contract.path).toBeDefined();
      expect(Object.keys(operation?.responses ?? {}), contract.path).toEqual(expect.arrayContaining(['200', '4XX']));
    }
  });

  it('serves the interactive page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
