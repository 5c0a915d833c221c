// /docs/api in real Chromium: the page passes axe, links the files it documents, and every field its schema table names
// is in the files the dev server builds from the shipped data (the same code writes them at build).
import { describe, expect, it } from 'vitest';
import { axeViolations, renderApp, resetBetweenTests } from './harness';

resetBetweenTests();

const WAIT = { timeout: 15_000 };

async function apiFile<T>(name: string): Promise<T> {
  const response = await fetch(`${import.meta.env.BASE_URL}api/v1/${name}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe('/docs/api', { timeout: 60_000 }, () => {
  it('documents the files with links that work, passes axe, and the docs index lists it', async () => {
    const app = await renderApp('/docs/api');
    await expect.element(app.screen.getByRole('heading', { level: 1, name: 'JSON API' }), WAIT).toBeVisible();
    for (const name of ['roles.json', 'permissions.json', 'changes.json']) {
      const link = app.screen.getByRole('link', { name: `/api/v1/${name}` });
      await expect.element(link).toHaveAttribute('href', `/api/v1/${name}`);
    }
    await expect.element(app.screen.getByText('Access-Control-Allow-Origin: *')).toBeVisible();
    const example = app.screen.getByLabelText('Example: two queries with curl and jq');
    await expect.element(example).toHaveAttribute('tabindex', '0');
    expect(await axeViolations()).toEqual([]);

    const index = await renderApp('/docs');
    await expect
      .element(index.screen.getByRole('link', { name: 'JSON API' }), WAIT)
      .toHaveAttribute('href', '/docs/api');
  });

  it('every field the schema table names is in the files', async () => {
    const app = await renderApp('/docs/api');
    const schema = app.screen.getByRole('table', { name: 'Fields of each file' });
    await expect.element(schema, WAIT).toBeVisible();
    const text = schema.element().textContent ?? '';

    const roles = await apiFile<{ apiVersion: number; dataset: object; roles: Record<string, unknown>[] }>(
      'roles.json',
    );
    const first = roles.roles[0];
    const role = await apiFile<{ role: Record<string, unknown> & { permissions: Record<string, unknown>[] } }>(
      String(first.href),
    );
    const permissions = await apiFile<{ permissions: Record<string, unknown>[] }>('permissions.json');
    const changes = await apiFile<{ snapshots: string[]; changes: Record<string, unknown>[] }>('changes.json');

    const documented = (fields: string[]) => fields.forEach((field) => expect(text).toContain(field));
    documented(Object.keys(roles.dataset));
    documented(Object.keys(first));
    documented(Object.keys(role.role).filter((key) => !(key in first)));
    documented(Object.keys(role.role.permissions[0]));
    documented(Object.keys(permissions.permissions[0]));
    documented(Object.keys(changes.changes[0]));
    expect(roles.apiVersion).toBe(1);
    expect(changes.snapshots[0]).toBe('2023-06-18');
  });
});
