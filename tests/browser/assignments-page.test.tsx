// /assignments in real Chromium with the real worker: every input shape chosen on the page, bad input with nothing
// lost, two files combined, the same file twice counted once, a CSV read with a column mapping, filters, search and
// sort, a principal's detail, the four exports against the engine's own files, 'Keep for this tab' across a reload,
// axe and the keyboard. The expected figures come from the engine run in the test on the same bytes.
import { beforeAll, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { userEvent } from 'vitest/browser';
import readXlsxFile from 'read-excel-file/browser';
import type { RoleEngine } from '@engine/engine';
import { reviewCsv, reviewJson, reviewMarkdown } from '@engine/assignments/review-export';
import { principalAt, principalAssignments, REVIEW_COLUMNS } from '@engine/assignments/review-rows';
import { PRINCIPAL_FLAG } from '@engine/assignments/review';
import { REDUNDANCY_RULE } from '@engine/assignments/redundancy-rule';
import { LISTED_VIEW } from '@engine/catalog';
import { COVERING_SHOWN, DETAIL_PAGE_SIZE } from '../../workers/assignment-review';
import { RULE_VIEW as EFFECTIVE_VIEW } from '@engine/assignments/redundancy-rule';
import { ASSIGNMENT_FILES_KEY } from '../../src/state/session-store';
import { loadRoles } from '../../src/data/load-roles';
import { builtInReference, parseRoleDefinitions } from '../../src/data/custom-roles';
import { customRolesAtom } from '../../src/state/custom-roles';
import graphBeta from '../fixtures/custom-roles/graph-beta.json?raw';
import { engineOf } from './engine-oracle';
import { axeViolations, renderApp, resetBetweenTests, tabTo, watchDownloads, type RenderedApp } from './harness';
import {
  assignmentOracle,
  expectAssignments,
  figure,
  fileInput,
  fixtureFile,
  fixtureInput,
  oracleReview,
  rowNames,
  tableRows,
  WAIT,
} from './assignments-fixtures';

let engine: RoleEngine;

beforeAll(async () => {
  engine = await assignmentOracle();
});

resetBetweenTests();

async function openPage(): Promise<RenderedApp> {
  const app = await renderApp('/assignments');
  await expect.element(app.screen.getByRole('heading', { level: 1, name: 'Assignment review' })).toBeVisible();
  return app;
}

async function choose(app: RenderedApp, ...names: string[]): Promise<void> {
  await userEvent.upload(fileInput(app), await Promise.all(names.map((n) => fixtureFile(n))));
}

const readText = (n: number) => `read ${n === 1 ? 'one assignment' : `${n.toLocaleString('en-US')} assignments`}`;

const GOOD_FIXTURES = [
  'graph-role-assignments.json',
  'graph-eligibility-instances.json',
  'graph-assignment-schedule-instances.json',
  'graph-no-expand.json',
  'graph-bare-array-eligible.json',
  'graph-pages-rule-cases.json',
  'powershell-assignments.json',
  'powershell-eligibility-single.json',
  'powershell-5.1-utf16le.json',
  'pim-export.csv',
  'plain.csv',
];

describe('assignment review: input', () => {
  it('shows the export commands, the permission and the rule word for word before any file, axe-clean', async () => {
    const app = await openPage();
    await expect.element(app.screen.getByText('RoleManagement.Read.Directory').first()).toBeVisible();
    await expect
      .element(app.screen.getByText(/^az rest --method get --url .*roleAssignments\?\$expand=principal/))
      .toBeVisible();
    await expect
      .element(
        app.screen.getByText(
          /^Get-MgRoleManagementDirectoryRoleAssignment -All -ExpandProperty Principal \| ConvertTo-Json -Depth 5/,
        ),
      )
      .toBeVisible();
    await expect
      .element(app.screen.getByRole('link', { name: 'Assignment review guide' }))
      .toHaveAttribute('href', '/docs/assignment-review');
    await userEvent.click(app.screen.getByText('The redundancy rule'));
    const rule = document.querySelector('details')!;
    const shown = [...rule.querySelectorAll('p, li')].map((e) => e.textContent);
    const words = REDUNDANCY_RULE.split('\n').map((line) => line.replace(/^\d\. /, ''));
    expect(shown).toEqual(words);
    expect(await axeViolations()).toEqual([]);
  });

  it.each(GOOD_FIXTURES)('reads %s in the worker and shows its review', async (name) => {
    const app = await openPage();
    const expected = oracleReview(engine, [await fixtureInput(name)]);
    const read = engine.reviewAssignments([await fixtureInput(name)]).read.files[0].read;
    await choose(app, name);
    await expect.element(app.screen.getByRole('status').getByText(name), WAIT).toBeVisible();
    await expect.element(app.screen.getByText(new RegExp(`: ${readText(read)}`))).toBeVisible();
    await expectAssignments(expected.summary.assignments);
    expect(figure('Principals')).toBe(expected.summary.principals.toLocaleString('en-US'));
    expect(figure('Redundant assignments')).toBe(String(expected.summary.redundantAssignments));
    expect(figure('Tier 0 principals')).toBe(String(expected.summary.tier0Principals));
    expect(figure('Assignments of unknown role definitions')).toBe(String(expected.summary.unknownRoles));
    expect(rowNames()).toEqual(expected.principals.names.map((n) => n ?? '(no name in the file)'));
  });

  it('says what is wrong with each bad file and changes nothing already loaded', { timeout: 90_000 }, async () => {
    const app = await openPage();
    const good = oracleReview(engine, [await fixtureInput('graph-pages-rule-cases.json')]);
    await choose(app, 'graph-pages-rule-cases.json');
    await expectAssignments(good.summary.assignments);
    const before = rowNames();
    const cases: [string, RegExp][] = [
      ['broken.json', /The file is not valid JSON: .* at line 6, column 7\./],
      ['not-assignments.json', /The file is not an assignment export/],
      ['empty.json', /The file is empty: it holds no role assignments\./],
      ['no-role-column.csv', /The CSV has no role column/],
    ];
    for (const [name, message] of cases) {
      await choose(app, name);
      const alert = app.screen.getByRole('alert');
      await expect.element(alert, WAIT).toHaveTextContent(name);
      await expect.element(alert).toHaveTextContent(message);
      await expect.element(alert).toHaveTextContent('the review already loaded is unchanged');
      expect(figure('Assignments')).toBe(String(good.summary.assignments));
      expect(rowNames()).toEqual(before);
      await expect
        .element(app.screen.getByRole('list', { name: 'Files in the review' }).getByRole('listitem'))
        .toHaveLength(1);
    }
    expect(await axeViolations()).toEqual([]);
  });

  it('combines two files into one review and counts an assignment read twice once', async () => {
    const app = await openPage();
    const a = await fixtureInput('graph-role-assignments.json');
    const b = await fixtureInput('graph-assignment-schedule-instances.json');
    const combined = oracleReview(engine, [a, b]);
    const separate = oracleReview(engine, [a]).summary.assignments + oracleReview(engine, [b]).summary.assignments;
    expect(combined.summary.assignments).toBeLessThan(separate); // the fixtures share an assignment id
    await choose(app, 'graph-role-assignments.json', 'graph-assignment-schedule-instances.json');
    await expectAssignments(combined.summary.assignments);
    await expect.element(app.screen.getByRole('status')).toHaveTextContent(/already read \(same assignment id\)/);
    expect(figure('Principals')).toBe(String(combined.summary.principals));
  });

  it('counts the same file chosen twice once', async () => {
    const app = await openPage();
    const once = oracleReview(engine, [await fixtureInput('graph-role-assignments.json')]);
    await choose(app, 'graph-role-assignments.json');
    await expectAssignments(once.summary.assignments);
    await choose(app, 'graph-role-assignments.json');
    await expect
      .element(app.screen.getByRole('status'), WAIT)
      .toHaveTextContent(
        `graph-role-assignments.json (2): ${readText(once.summary.assignments)} (Microsoft Graph JSON); ${once.summary.assignments} of them were already read`,
      );
    expect(figure('Assignments')).toBe(String(once.summary.assignments));
    expect(figure('Principals')).toBe(String(once.summary.principals));
  });

  it('matches the custom roles imported on the Simulator to the roles a file names', async () => {
    const roles = await loadRoles();
    const parsed = parseRoleDefinitions(graphBeta, builtInReference(roles.filter((r) => r.builtIn)));
    if ('error' in parsed) throw new Error(parsed.error.message);
    const store = createStore();
    store.set(customRolesAtom, parsed.roles);
    const file = await fixtureInput('plain.csv');
    const refs = parsed.roles.map((r) => ({ templateId: r.templateId, id: r.id, name: r.sourceName }));
    const withCustom = oracleReview(engineOf([...roles, ...parsed.roles]), [file], { customRoles: refs });
    const without = oracleReview(engine, [file]);
    expect(withCustom.summary.unknownRoles).toBeLessThan(without.summary.unknownRoles); // Helpdesk Lite is matched
    const app = await renderApp('/assignments', { store });
    await expect.element(app.screen.getByRole('heading', { level: 1, name: 'Assignment review' })).toBeVisible();
    await choose(app, 'plain.csv');
    await expectAssignments(withCustom.summary.assignments);
    await expect
      .poll(() => figure('Assignments of unknown role definitions'))
      .toBe(String(withCustom.summary.unknownRoles));
    await expect
      .element(app.screen.getByRole('list', { name: 'Roles of apps-owner' }))
      .toHaveTextContent('Helpdesk Lite');
  });

  it('reads a CSV with unknown headers once its columns are mapped', async () => {
    const app = await openPage();
    await choose(app, 'unknown-headers.csv');
    const form = app.screen.getByRole('form', { name: 'Map the columns of unknown-headers.csv' });
    await expect.element(form, WAIT).toBeVisible();
    const mapping = { role: 'Entitlement', principalId: 'Object', principalName: 'Who', scope: 'Where', state: 'Kind' };
    await userEvent.selectOptions(form.getByLabelText('Role (name or template id), required'), 'Entitlement');
    await userEvent.selectOptions(form.getByLabelText('Principal id'), 'Object');
    await userEvent.selectOptions(form.getByLabelText('Principal name'), 'Who');
    await userEvent.selectOptions(form.getByLabelText('Scope (directoryScopeId)'), 'Where');
    await userEvent.selectOptions(form.getByLabelText('State (active or eligible)'), 'Kind');
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(form.getByRole('button', { name: 'Read with these columns' }));
    const file = await fixtureInput('unknown-headers.csv');
    const expected = oracleReview(engine, [file], { columns: { 'unknown-headers.csv': mapping } });
    await expectAssignments(expected.summary.assignments);
    expect(rowNames()).toEqual(expected.principals.names);
  });
});

describe('assignment review: table and detail', () => {
  it('filters, searches and sorts the principals as the review says', { timeout: 90_000 }, async () => {
    const app = await openPage();
    const review = oracleReview(engine, [await fixtureInput('graph-pages-rule-cases.json')]);
    await choose(app, 'graph-pages-rule-cases.json');
    await expectAssignments(review.summary.assignments);
    const all = review.principals.ids.map((_, p) => principalAt(review, p));
    const nameOf = (p: { displayName: string | null; id: string }) => p.displayName ?? p.id;
    expect(rowNames()).toEqual(all.map(nameOf));

    await userEvent.click(app.screen.getByRole('checkbox', { name: 'Redundant only' }));
    const redundant = all.filter((p) => p.redundant > 0).map(nameOf);
    expect(redundant.length).toBeGreaterThan(0);
    await expect.poll(rowNames).toEqual(redundant);
    await userEvent.click(app.screen.getByRole('checkbox', { name: 'Redundant only' }));

    await userEvent.click(app.screen.getByRole('checkbox', { name: 'Privileged only' }));
    const privileged = all.filter((p) => (review.principals.flags[p.at] & PRINCIPAL_FLAG.privileged) !== 0);
    await expect.poll(rowNames).toEqual(privileged.map(nameOf));
    await userEvent.click(app.screen.getByRole('checkbox', { name: 'Privileged only' }));

    await userEvent.selectOptions(app.screen.getByLabelText('Principal type'), 'group');
    await expect.poll(rowNames).toEqual(all.filter((p) => p.type === 'group').map(nameOf));
    await userEvent.selectOptions(app.screen.getByLabelText('Principal type'), 'Any type');

    await userEvent.selectOptions(app.screen.getByLabelText('Role', { exact: true }), 'User Administrator');
    const holders = all.filter((p) =>
      principalAssignments(review, p.at).some((a) => a.role.name === 'User Administrator'),
    );
    await expect.poll(rowNames).toEqual(holders.map(nameOf));
    await userEvent.selectOptions(app.screen.getByLabelText('Role', { exact: true }), 'Any role');

    // Search matches names and the roles held.
    await userEvent.fill(app.screen.getByRole('searchbox', { name: 'Search names, ids and roles' }), 'helpdesk');
    const byText = all.filter(
      (p) =>
        nameOf(p).toLowerCase().includes('helpdesk') ||
        principalAssignments(review, p.at).some((a) => a.role.name.toLowerCase().includes('helpdesk')),
    );
    await expect.poll(rowNames).toEqual(byText.map(nameOf));
    await userEvent.fill(app.screen.getByRole('searchbox', { name: 'Search names, ids and roles' }), '');

    // Sort by the flags column: most redundant assignments first, ties by name.
    await userEvent.click(app.screen.getByRole('button', { name: 'Flags' }));
    const byRedundant = [...all].sort((a, b) => b.redundant - a.redundant || a.at - b.at).map(nameOf);
    await expect.poll(rowNames).toEqual(byRedundant);
    await expect
      .element(app.screen.getByRole('columnheader', { name: 'Flags' }))
      .toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(app.screen.getByRole('button', { name: 'Principal' }));
    await expect.poll(rowNames).toEqual(all.map(nameOf));
    expect(await axeViolations()).toEqual([]);
  });

  it("shows a principal's coverage, union and minimal role set, and returns focus on Escape", async () => {
    const app = await openPage();
    const review = oracleReview(engine, [await fixtureInput('graph-pages-rule-cases.json')]);
    await choose(app, 'graph-pages-rule-cases.json');
    await expectAssignments(review.summary.assignments);
    const p = review.principals.names.indexOf('ops-admin-01');
    const assignments = principalAssignments(review, p);
    const redundant = assignments.find((a) => a.redundant)!;
    const cover = assignments.find((a) => a.at === redundant.coveredByAt[0])!;
    const opener = app.screen.getByRole('button', { name: 'Details of ops-admin-01' });
    await userEvent.click(opener);
    const dialog = app.screen.getByRole('dialog', { name: 'ops-admin-01' });
    await expect.element(dialog).toBeVisible();
    await expect
      .element(dialog)
      .toHaveTextContent(`covered by:${cover.role.name} (${cover.state}, tenant), ${cover.id}`);
    const templateIds = [...new Set(assignments.map((a) => a.role.templateId))].sort();
    const listed = engine.principalPermissions(templateIds, LISTED_VIEW);
    await expect
      .element(
        dialog.getByRole('heading', {
          name: `Permissions held (${listed.union.length.toLocaleString('en-US')}, Listed view)`,
        }),
      )
      .toBeVisible();
    await expect.element(dialog).toHaveTextContent(listed.minimalSetNames.join(', '));
    if (listed.droppedRoles.length > 0) await expect.element(dialog).toHaveTextContent('removes nothing');
    // The app's view switch changes the union's view.
    await userEvent.click(dialog.getByRole('switch', { name: '+ Inherited' }));
    await userEvent.click(dialog.getByRole('switch', { name: '+ Wildcards' }));
    const effective = engine.principalPermissions(templateIds, EFFECTIVE_VIEW);
    await expect
      .element(
        dialog.getByRole('heading', {
          name: `Permissions held (${effective.union.length.toLocaleString('en-US')}, ${effective.viewLabel} view)`,
        }),
      )
      .toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    expect(document.activeElement).toBe(opener.element());
  });

  it("pages a principal's many assignments in its detail, by keyboard, and names a few of those covering each", async () => {
    const app = await openPage();
    const holder = engine.permissionCounts(LISTED_VIEW).templateIds[0];
    const count = DETAIL_PAGE_SIZE + 7;
    const rows = ['AssignmentId,PrincipalId,PrincipalName,RoleTemplateId'];
    for (let n = 0; n < count; n++) rows.push(`a-${String(n).padStart(3, '0')},p-1,Holds Many,${holder}`);
    const file = new File([rows.join('\n')], 'many.csv', { type: 'text/csv' });
    await userEvent.upload(fileInput(app), file);
    await expectAssignments(count);
    const review = oracleReview(engine, [{ name: 'many.csv', bytes: new TextEncoder().encode(rows.join('\n')) }]);
    const all = principalAssignments(review, 0);
    await userEvent.click(app.screen.getByRole('button', { name: 'Details of Holds Many' }));
    const dialog = app.screen.getByRole('dialog', { name: 'Holds Many' });
    const table = dialog.getByRole('table', { name: `${count} assignments, page 1 of 2` });
    await expect.element(table).toBeVisible();
    const idsShown = () =>
      [...table.element().querySelectorAll('tbody tr')].map((tr) => tr.lastElementChild!.textContent);
    expect(idsShown()).toEqual(all.slice(0, DETAIL_PAGE_SIZE).map((a) => a.id));
    // Each is covered by the other assignments of the same role at /: five are named, the rest counted.
    const first = all.find((a) => a.coveredByAt.length > COVERING_SHOWN)!;
    await expect
      .element(
        dialog.getByText(`and ${first.coveredByAt.length - COVERING_SHOWN} more (the exports list every one)`).first(),
      )
      .toBeVisible();
    const next = dialog.getByRole('button', { name: 'Next page' });
    await tabTo(next, 80);
    await userEvent.keyboard('{Enter}');
    const second = dialog.getByRole('table', { name: `${count} assignments, page 2 of 2` });
    await expect.element(second).toBeVisible();
    expect([...second.element().querySelectorAll('tbody tr')].map((tr) => tr.lastElementChild!.textContent)).toEqual(
      all.slice(DETAIL_PAGE_SIZE).map((a) => a.id),
    );
    // The press kept its place: focus stays in the dialog's pager.
    expect(dialog.element().contains(document.activeElement)).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });

  it('works by keyboard: a filter, the detail and the pages', async () => {
    const app = await openPage();
    const review = oracleReview(engine, [await fixtureInput('graph-pages-rule-cases.json')]);
    await choose(app, 'graph-pages-rule-cases.json');
    await expectAssignments(review.summary.assignments);
    const redundantOnly = app.screen.getByRole('checkbox', { name: 'Redundant only' });
    await tabTo(redundantOnly, 60);
    expect(document.activeElement).toBe(redundantOnly.element());
    await userEvent.keyboard(' ');
    const redundant = review.principals.redundantCounts.filter((n) => n > 0).length;
    await expect.poll(() => tableRows().length).toBe(redundant);
    const first = app.screen.getByRole('button', { name: /^Details of / }).first();
    await tabTo(first, 40);
    expect(document.activeElement).toBe(first.element());
    await userEvent.keyboard('{Enter}');
    await expect.element(app.screen.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(app.screen.getByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(first.element());
  });
});

describe('assignment review: exports and keeping', () => {
  it('exports CSV (BOM), JSON, Markdown and XLSX equal to the engine files', { timeout: 90_000 }, async () => {
    const app = await openPage();
    const files = [await fixtureInput('graph-pages-rule-cases.json'), await fixtureInput('pim-export.csv')];
    const review = oracleReview(engine, files);
    await choose(app, 'graph-pages-rule-cases.json', 'pim-export.csv');
    await expectAssignments(review.summary.assignments);
    const downloads = watchDownloads();
    await userEvent.click(app.screen.getByRole('button', { name: 'Export CSV' }));
    const csv = await downloads.csv(0);
    expect(csv.name).toBe('assignment-review.csv');
    expect(csv.text).toBe(reviewCsv(review));
    expect(csv.rows.length).toBe(review.summary.assignments + 1);

    await userEvent.click(app.screen.getByRole('button', { name: 'Export JSON' }));
    const json = await downloads.file(1);
    expect(json.name).toBe('assignment-review.json');
    expect(JSON.parse(await json.blob.text())).toEqual(reviewJson(review));

    await userEvent.click(app.screen.getByRole('button', { name: 'Export Markdown' }));
    const markdown = await downloads.file(2);
    expect(markdown.name).toBe('assignment-review.md');
    expect(await markdown.blob.text()).toBe(reviewMarkdown(review));

    await userEvent.click(app.screen.getByRole('button', { name: 'Export XLSX' }));
    const xlsx = await downloads.file(3);
    expect(xlsx.name).toBe('assignment-review.xlsx');
    const sheets = await readXlsxFile(xlsx.blob);
    const summary = sheets.find((s) => s.sheet === 'Summary')!.data;
    expect(summary.flat()).toContain(review.datasetDate);
    expect(summary.flat()).toContain(review.summary.assignments);
    const rows = sheets.find((s) => s.sheet === 'Assignments')!.data;
    expect(rows[0]).toEqual([...REVIEW_COLUMNS]);
    expect(rows.length).toBe(review.summary.assignments + 1);
  });

  it('keeps the files for the tab only when asked, and a reload finds them', async () => {
    const first = await openPage();
    const review = oracleReview(engine, [await fixtureInput('powershell-5.1-utf16le.json')]);
    await choose(first, 'powershell-5.1-utf16le.json');
    await expectAssignments(review.summary.assignments);
    expect(sessionStorage.getItem(ASSIGNMENT_FILES_KEY)).toBeNull(); // memory only until asked
    await userEvent.click(first.screen.getByRole('checkbox', { name: /^Keep for this tab/ }));
    // The worker holds the files: it hands their bytes back to be stored, and the page says when they are.
    const keptNote = "The files are kept in this tab's session storage.";
    await expect.element(first.screen.getByRole('status').filter({ hasText: keptNote })).toBeVisible();
    expect(sessionStorage.getItem(ASSIGNMENT_FILES_KEY)).not.toBeNull();
    await first.screen.unmount(); // a reload: the next page renders with a new store, its memory empty

    const second = await openPage();
    await expectAssignments(review.summary.assignments);
    await expect.element(second.screen.getByRole('checkbox', { name: /^Keep for this tab/ })).toBeChecked();
    await expect
      .element(second.screen.getByRole('list', { name: 'Files in the review' }))
      .toHaveTextContent('powershell-5.1-utf16le.json');
    await expect.element(second.screen.getByRole('status').filter({ hasText: keptNote })).toBeVisible();
    await userEvent.click(second.screen.getByRole('checkbox', { name: /^Keep for this tab/ }));
    await expect.poll(() => sessionStorage.getItem(ASSIGNMENT_FILES_KEY)).toBeNull();
    await expect.element(second.screen.getByRole('status').filter({ hasText: keptNote })).not.toBeInTheDocument();
    await second.screen.unmount();

    const third = await openPage();
    await expect
      .element(third.screen.getByRole('heading', { name: "Export your tenant's role assignments" }))
      .toBeVisible();
  });
});
