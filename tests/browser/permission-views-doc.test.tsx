// /docs/permission-views in real Chromium: the coverage table agrees with the engine and with semantics.md, and the data-driven examples are real.
import { beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { actionCovers } from '@engine/permission-grammar';
import { axeViolations, renderApp, resetBetweenTests } from './harness';
import { hasNoHorizontalOverflow, loadOracle, type Oracle } from './engine-oracle';
import { SEMANTICS_EXAMPLES } from '../semantics-examples';

let oracle: Oracle;

beforeAll(async () => {
  oracle = await loadOracle();
});

resetBetweenTests();

async function openDoc() {
  const app = await renderApp('/docs/permission-views');
  await expect
    .element(app.screen.getByRole('heading', { level: 1, name: 'Permission views' }), { timeout: 15_000 })
    .toBeVisible();
  return app;
}

function tableRows(caption: RegExp): string[][] {
  const table = [...document.querySelectorAll('table')].find((t) => caption.test(t.caption?.textContent ?? ''))!;
  return [...table.tBodies[0].rows].map((row) => [...row.cells].map((cell) => cell.textContent!.trim()));
}

describe('/docs/permission-views', { timeout: 60_000 }, () => {
  it('shows every semantics.md example with the answer of the spec and of the engine', async () => {
    await openDoc();
    const rows = tableRows(/Does grant G cover action A/);
    for (const [g, a, covers] of SEMANTICS_EXAMPLES) {
      const row = rows.find(([rg, ra]) => rg === g && ra === a);
      expect(row, `${g} -> ${a}`).toBeDefined();
      expect(actionCovers(g, a)).toBe(covers);
      expect(row![2]).toBe(covers ? 'Yes' : 'No');
    }
    // Conditions: the unconditioned action covers its Self form, never the reverse.
    const password = 'microsoft.directory/users/password/update';
    expect(rows.find(([g, a]) => g === password && a === `${password} [$ResourceIsSelf]`)?.[2]).toBe('Yes');
    expect(rows.find(([g, a]) => g === `${password} [$ResourceIsSelf]` && a === password)?.[2]).toBe('No');
  });

  it('explains the views, the grammar, allTasks, create/createAsOwner, child entities, subtypes and conditions', async () => {
    const { screen } = await openDoc();
    const views = tableRows(/permission views/);
    expect(views.map((r) => r[1])).toEqual([
      'Listed',
      'Listed + Inherited',
      'Listed + Wildcards',
      'Effective (Listed + Inherited + Wildcards)',
    ]);
    expect(tableRows(/splits example actions/)).toContainEqual([
      'microsoft.directory/users/password/update',
      'microsoft.directory',
      'users',
      'password',
      'update',
    ]);
    expect(tableRows(/splits example actions/)).toContainEqual([
      'microsoft.directory/users/delete',
      'microsoft.directory',
      'users',
      'none',
      'delete',
    ]);
    await expect
      .element(
        screen.getByText(
          /RolePrism reads allTasks as covering any verb\. Microsoft documents allTasks as create, read, update and delete/,
        ),
      )
      .toBeVisible();
    await expect.element(screen.getByText(/create takes precedence over createAsOwner/)).toBeVisible();
    await expect.element(screen.getByText(/does not cover deeper child entities/)).toBeVisible();
    await expect.element(screen.getByText(/applications covers applications\.myOrganization/)).toBeVisible();
    await expect
      .element(screen.getByText(/the unconditioned action covers its conditioned form; never the other way round/))
      .toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Microsoft Entra built-in roles permissions reference' }))
      .toHaveAttribute(
        'href',
        'https://learn.microsoft.com/en-us/entra/identity/role-based-access-control/permissions-reference',
      );
    await expect
      .element(screen.getByRole('link', { name: 'least-privilege finder' }))
      .toHaveAttribute('href', '/finder');
  });

  it('names real roles where Microsoft and EntraOps disagree, read from the data', async () => {
    const { screen } = await openDoc();
    const billing = oracle.roles.find((r) => r.displayName === 'Billing Administrator')!;
    const developer = oracle.roles.find((r) => r.displayName === 'Application Developer')!;
    // The examples the docs name really disagree in the shipped data.
    expect([billing.privileged, billing.tier]).toEqual([false, 0]);
    expect(developer.privileged).toBe(true);
    expect(developer.tier).not.toBe(0);
    await expect
      .element(screen.getByText(/is not flagged privileged by Microsoft and Tier 0 in EntraOps\./), { timeout: 15_000 })
      .toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Billing Administrator' }).first())
      .toHaveAttribute('href', '/roles/billing-administrator');
    await expect
      .element(
        screen.getByText(new RegExp(`is flagged privileged by Microsoft and Tier ${developer.tier} in EntraOps\\.`)),
      )
      .toBeVisible();
    const tierZeroNotFlagged = oracle.roles.filter((r) => r.tier === 0 && !r.privileged).length;
    await expect
      .element(
        screen.getByText(
          `${tierZeroNotFlagged} built-in roles are Tier 0 in EntraOps but not flagged privileged by Microsoft`,
        ),
      )
      .toBeVisible();
    // Exchange Administrator is Tier 1 in the shipped classification: the page must not call it Tier 0.
    expect(document.body.textContent).not.toMatch(/Exchange Administrator[^.]*Tier 0/);
    for (const role of oracle.roles.filter((r) => r.notes.length > 0)) {
      // Several roles share a note, so any one occurrence will do.
      await expect.element(screen.getByText(role.notes[0], { exact: true }).first()).toBeVisible();
    }
  });

  it('passes axe, and fits a phone without horizontal overflow', async () => {
    await openDoc();
    await expect.element(page.getByText(/built-in roles are Tier 0 in EntraOps/), { timeout: 15_000 }).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await page.viewport(390, 800);
    expect(hasNoHorizontalOverflow()).toBe(true);
  });
});
