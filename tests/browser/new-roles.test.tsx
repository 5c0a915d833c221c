// Roles the Graph v1.0 exports added after the last beta export, in real Chromium with the real worker: a role page
// lists the role's permissions and Microsoft's privileged label, and says where the label came from; /data says which
// export covers which period. Facts are read from the shipped files, not written here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocsNotesFile } from '../../src/state/docs-notes';
import { DOCS_NOTES_URL } from '../../src/state/docs-notes';
import { loadRoles } from '../../src/data/load-roles';
import type { Role } from '../../src/data/role-model';
import { axeViolations, renderApp, resetBetweenTests } from './harness';

const WAIT = { timeout: 20_000 };
let roles: Role[];
let notes: DocsNotesFile;

beforeAll(async () => {
  roles = await loadRoles();
  notes = await (await fetch(DOCS_NOTES_URL)).json();
});

resetBetweenTests();

describe('a role added after the last Graph beta export', { timeout: 60_000 }, () => {
  it('/roles/entra-soc-identity-responder shows its permissions, the privileged label and where the label came from', async () => {
    const role = roles.find((r) => r.slug === 'entra-soc-identity-responder')!;
    expect(role.permissions.length).toBeGreaterThan(0);
    const { screen } = await renderApp('/roles/entra-soc-identity-responder');
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Entra SOC Identity Responder' }), WAIT)
      .toBeVisible();
    for (const p of role.permissions)
      await expect.element(screen.getByText(p.action, { exact: true }).first(), WAIT).toBeVisible();
    const flag = notes.privilegedFlags!.fromDocs.find((f) => f.templateId === role.templateId)!;
    expect(role.privileged).toBe(flag.privileged);
    await expect.element(screen.getByText('Privileged (Microsoft)', { exact: true }).first()).toBeVisible();
    const source = document.querySelector('[data-privileged-source]');
    await expect
      .element(screen.getByText(/Microsoft's privileged label \(privileged\): from Microsoft's docs/))
      .toBeVisible();
    expect(source?.getAttribute('data-privileged-source')).toBe('docs');
    expect(await axeViolations()).toEqual([]);
  });

  it('/data lists which export covers which period and where each label the v1.0 export lacks came from', async () => {
    const { screen } = await renderApp('/data');
    const periods = screen.getByRole('region', { name: 'Which export covers which period' });
    await expect.element(periods, WAIT).toBeVisible();
    const [first, ...later] = notes.periods!;
    await expect.element(periods.getByText(`${first.from} to ${first.to}`, { exact: false })).toBeVisible();
    for (const [i, p] of later.entries())
      await expect
        .element(periods.getByText(`after ${notes.periods![i].to}, to ${p.to}`, { exact: false }))
        .toBeVisible();
    const flags = screen.getByRole('region', { name: 'Where the privileged labels come from' });
    for (const f of notes.privilegedFlags!.fromDocs) {
      const role = roles.find((r) => r.templateId === f.templateId)!;
      await expect.element(flags.getByRole('link', { name: role.displayName })).toBeVisible();
    }
    expect(await axeViolations()).toEqual([]);
  });
});
