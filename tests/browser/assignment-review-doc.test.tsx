// /docs/assignment-review in real Chromium: its sections, the redundancy rule exactly as the engine states it, the
// export commands in the forms Microsoft documents, the summary's figures, its links, axe at desktop and phone width.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { TAKEOVER_RULE } from '@engine/takeover/takeover-rule';
import { REDUNDANCY_RULE } from '@engine/assignments/redundancy-rule';
import { SUMMARY_LABELS } from '@engine/assignments/review-export';
import { axeViolations, currentPath, renderApp, resetBetweenTests } from './harness';

const PATH = '/docs/assignment-review';
const TITLE = 'Assignment review';
const SECTIONS = [
  'What it does',
  'The redundancy rule',
  'Who can reach Global Administrator',
  'Export your assignments',
  'The permission it takes',
  'What the summary counts',
  'The command line',
  'Limits',
];

/** The commands as Microsoft's Graph and Graph PowerShell reference writes them, with our file names: written out here, not taken from the page's module. */
const COMMANDS = [
  'GET https://graph.microsoft.com/v1.0/roleManagement/directory/roleAssignments?$expand=principal',
  'GET https://graph.microsoft.com/v1.0/roleManagement/directory/roleEligibilityScheduleInstances?$expand=principal',
  'GET https://graph.microsoft.com/v1.0/roleManagement/directory/roleAssignmentScheduleInstances?$expand=principal',
  "az rest --method get --url 'https://graph.microsoft.com/v1.0/roleManagement/directory/roleAssignments?$expand=principal' > role-assignments.json",
  "az rest --method get --url 'https://graph.microsoft.com/v1.0/roleManagement/directory/roleEligibilityScheduleInstances?$expand=principal' > eligible-assignments.json",
  "az rest --method get --url 'https://graph.microsoft.com/v1.0/roleManagement/directory/roleAssignmentScheduleInstances?$expand=principal' > active-assignments.json",
  'Connect-MgGraph -Scopes RoleManagement.Read.Directory',
  'Get-MgRoleManagementDirectoryRoleAssignment -All -ExpandProperty Principal | ConvertTo-Json -Depth 5 > role-assignments.json',
  'Get-MgRoleManagementDirectoryRoleEligibilityScheduleInstance -All -ExpandProperty Principal | ConvertTo-Json -Depth 5 > eligible-assignments.json',
  'Get-MgRoleManagementDirectoryRoleAssignmentScheduleInstance -All -ExpandProperty Principal | ConvertTo-Json -Depth 5 > active-assignments.json',
  'npm run analyze -- --assignments FILE [--assignments FILE ...] [--roles-file CUSTOM] [--json | --csv]',
];

/** How long to wait for a page to come in: its code loads on demand, slowly on a busy machine (not a time asserted). */
const PAGE_LOAD = { timeout: 15_000 };

const main = () => document.querySelector('main')!;

resetBetweenTests();

describe('/docs/assignment-review', { timeout: 60_000 }, () => {
  it('renders its title, every section in order, its meta, and passes axe', async () => {
    const { screen } = await renderApp(PATH);
    const content = screen.getByRole('main');
    await expect.element(content.getByRole('heading', { level: 1, name: TITLE }), PAGE_LOAD).toBeVisible();
    expect(
      content
        .getByRole('heading', { level: 2 })
        .elements()
        .map((h) => h.textContent),
    ).toEqual(SECTIONS);
    for (const name of SECTIONS) await expect.element(content.getByRole('region', { name })).toBeVisible();
    await expect.poll(() => document.title).toBe(`${TITLE} guide · RolePrism`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Review who holds/);
    expect(await axeViolations()).toEqual([]);
  });

  it('quotes the redundancy rule exactly as the engine states it', async () => {
    const { screen } = await renderApp(PATH);
    const rule = screen.getByRole('region', { name: 'The redundancy rule' }).getByTestId('redundancy-rule');
    await expect.element(rule, PAGE_LOAD).toBeVisible();
    const lines = Array.from(rule.element().querySelectorAll('p'), (p) => p.textContent);
    expect(lines.join('\n')).toBe(REDUNDANCY_RULE);
  });

  it('quotes the takeover rule exactly as the engine states it, and links the attack paths', async () => {
    const { screen } = await renderApp(PATH);
    const section = screen.getByRole('region', { name: 'Who can reach Global Administrator' });
    const rule = section.getByTestId('takeover-rule');
    await expect.element(rule, PAGE_LOAD).toBeVisible();
    const lines = Array.from(rule.element().querySelectorAll('p'), (p) => p.textContent);
    expect(lines.join('\n')).toBe(TAKEOVER_RULE);
    await expect.element(section.getByRole('link', { name: 'Attack paths' })).toHaveAttribute('href', '/attack-paths');
  });

  it('gives every export command, each on its own line, and the command line', async () => {
    const { screen } = await renderApp(PATH);
    await expect.element(screen.getByRole('heading', { level: 1, name: TITLE }), PAGE_LOAD).toBeVisible();
    const blocks = Array.from(main().querySelectorAll('pre'), (pre) => pre.textContent);
    for (const command of COMMANDS) expect(blocks, command).toContain(command);
    const exportSection = screen.getByRole('region', { name: 'Export your assignments' });
    await expect.element(exportSection).toHaveTextContent(/@odata\.nextLink/);
    await expect.element(exportSection).toHaveTextContent(/UTF-16 with a byte-order mark/);
    for (const header of ['Assignment State', 'User Group Name', 'Role Name', 'PrincipalName'])
      await expect.element(exportSection).toHaveTextContent(header);
    const csvColumns = exportSection.getByRole('table', { name: 'The columns of a plain assignments CSV' });
    expect(
      csvColumns
        .getByRole('rowheader')
        .elements()
        .map((th) => th.textContent),
    ).toEqual(['principalId', 'principalName', 'principalType', 'role', 'scope', 'state']);
  });

  it("explains every figure of the engine's summary, in its order, and the JSON names each", async () => {
    const { screen } = await renderApp(PATH);
    const table = screen.getByRole('table', { name: 'The summary’s figures, in the order the review shows them' });
    await expect.element(table, PAGE_LOAD).toBeVisible();
    const keys = table
      .getByRole('rowheader')
      .elements()
      .map((th) => th.querySelector('code')?.textContent);
    expect(keys).toEqual(SUMMARY_LABELS.map(([key]) => key));
    const cli = screen.getByRole('region', { name: 'The command line' }).element().textContent ?? '';
    for (const [key] of SUMMARY_LABELS) expect(cli).toContain(`"${key}"`);
    for (const field of ['roleTemplateId', 'coveredBy', 'redundant', 'datasetDate'])
      expect(cli).toContain(`"${field}"`);
  });

  it('links to the review itself and states when a PIM CSV beside a Graph JSON still counts twice', async () => {
    const { screen } = await renderApp(PATH);
    const what = screen.getByRole('region', { name: 'What it does' });
    await expect
      .element(what.getByRole('link', { name: 'Assignment review' }), PAGE_LOAD)
      .toHaveAttribute('href', '/assignments');
    await expect.element(what).toHaveTextContent(/Nothing leaves your browser/);
    await expect
      .element(screen.getByRole('region', { name: 'Limits' }))
      .toHaveTextContent(/A PIM CSV beside a Graph JSON of the same tenant\..*count twice/);
  });

  it('fits a 360px phone without horizontal overflow and passes axe there', async () => {
    await page.viewport(360, 800);
    const { screen } = await renderApp(PATH);
    await expect.element(screen.getByRole('heading', { level: 1, name: TITLE }), PAGE_LOAD).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(await axeViolations()).toEqual([]);
  });

  it('is listed on the docs index as available, and its link opens it', async () => {
    const app = await renderApp('/docs');
    const index = app.screen.getByRole('main');
    const item = index.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TITLE, exact: true }) });
    await expect.element(item.getByRole('link', { name: TITLE, exact: true }), PAGE_LOAD).toHaveAttribute('href', PATH);
    await expect.element(item.getByText('Available')).toBeVisible();
    await userEvent.click(item.getByRole('link', { name: TITLE, exact: true }));
    expect(currentPath(app)).toBe(PATH);
    await expect.element(index.getByRole('heading', { level: 1, name: TITLE }), PAGE_LOAD).toBeVisible();
  });
});
