// /assignments and issue 39 in real Chromium with the real worker: who can reach Global Administrator without holding
// it. Small tenants written as Graph JSON (a Global Administrator, a Privileged Authentication Administrator, an
// Application Administrator and a pipeline's service principal holding Privileged Role Administrator; an eligible-only
// chain and an administrative-unit scope), the two summary figures, the badges, the detail's chain, the filter, the
// rule word for word, the exports, the print view, and the page when takeover.json does not load. The expected
// answers come from the engine run in the test on the same bytes, with the same takeover facts.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commands, userEvent, type Locator } from 'vitest/browser';
import readXlsxFile from 'read-excel-file/browser';
import type { RoleEngine } from '@engine/engine';
import type { AssignmentReview } from '@engine/assignments/review';
import { REACH_SUMMARY_LABELS, reviewCsv, reviewJson, reviewMarkdown } from '@engine/assignments/review-export';
import { principalAt, REVIEW_COLUMNS } from '@engine/assignments/review-rows';
import { reachChain, reachLinkText } from '@engine/takeover/reach-chain';
import { TAKEOVER_RULE } from '@engine/takeover/takeover-rule';
import { REACH_NOT_WORKED_OUT } from '../../src/features/assignments/reach-text';
import { stopEngine } from '../../src/worker-bridge/engine-client';
import { axeViolations, renderApp, resetBetweenTests, tabTo, watchDownloads, type RenderedApp } from './harness';
import {
  assignmentOracle,
  expectAssignments,
  figure,
  fileInput,
  oracleReview,
  rowNames,
  tableRows,
  tenantFiles,
  WAIT,
  type TenantAssignment,
} from './assignments-fixtures';

const ROLE = {
  globalAdministrator: '62e90394-69f5-4237-9190-012177145e10',
  privilegedAuthenticationAdministrator: '7be44c8a-adaf-4e2a-84d6-ab2649e08a13',
  privilegedRoleAdministrator: 'e8611ab8-c189-46e8-94e1-60213ab1f814',
  applicationAdministrator: '9b895d92-2cd3-44c7-9d02-a6ac2d5ea5c3',
} as const;

const AU_SCOPE = '/administrativeUnits/6a1d0f2e-3b4c-4d5e-8f60-718293a4b5c6';

/** The pair and more: a holder, a reset in one step, an assign in one, app credentials then assign in two. */
const TENANT: TenantAssignment[] = [
  { id: 'asg-ga-0001', principal: 'p-ga-user', name: 'ga-user', type: 'user', role: ROLE.globalAdministrator },
  {
    id: 'asg-paa-0001',
    principal: 'p-paa-user',
    name: 'paa-user',
    type: 'user',
    role: ROLE.privilegedAuthenticationAdministrator,
  },
  {
    id: 'asg-app-0001',
    principal: 'p-app-admin',
    name: 'app-admin',
    type: 'user',
    role: ROLE.applicationAdministrator,
  },
  {
    id: 'asg-pra-0001',
    principal: 'p-pipeline',
    name: 'pipeline',
    type: 'servicePrincipal',
    role: ROLE.privilegedRoleAdministrator,
  },
];

/** A second file: a chain only an eligible assignment opens, and an assignment scoped to an administrative unit. */
const MORE: TenantAssignment[] = [
  {
    id: 'asg-paa-elig',
    principal: 'p-paa-later',
    name: 'paa-later',
    type: 'user',
    role: ROLE.privilegedAuthenticationAdministrator,
    eligible: true,
  },
  {
    id: 'asg-paa-au01',
    principal: 'p-au-admin',
    name: 'au-admin',
    type: 'user',
    role: ROLE.privilegedAuthenticationAdministrator,
    scope: AU_SCOPE,
  },
];

const tenant = tenantFiles(TENANT, 'tenant-reach.json');
const more = tenantFiles(MORE, 'tenant-reach-more.json');

const STANDING =
  'Principals that can reach Global Administrator without holding it, standing (active assignments only)';
const AFTER_ACTIVATION =
  'Principals that can reach Global Administrator without holding it, after activation (eligible ones too)';
const FILTER = 'Can reach Global Administrator';

let engine: RoleEngine;

beforeAll(async () => {
  engine = await assignmentOracle();
});

resetBetweenTests();
let takeoverMocked = false;
afterEach(async () => {
  if (takeoverMocked) {
    takeoverMocked = false;
    await commands.edgeReset();
    stopEngine();
  }
});

async function openWith(...files: File[]): Promise<RenderedApp> {
  const app = await renderApp('/assignments');
  await expect.element(app.screen.getByRole('heading', { level: 1, name: 'Assignment review' })).toBeVisible();
  await userEvent.upload(fileInput(app), files);
  return app;
}

/** The table row of the principal named `name`. */
function rowOf(name: string): HTMLTableRowElement {
  const row = tableRows().find((r) => r.cells[0].querySelector('span')!.textContent === name);
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** The texts of the row's badges (its Flags cell). */
const badgesOf = (name: string) => [...rowOf(name).cells[3].querySelectorAll('span > span')].map((b) => b.textContent);

const at = (review: AssignmentReview, name: string) => review.principals.names.indexOf(name);

/** The lines of the chain a dialog shows (its list named for the chain). */
const chainShown = (dialog: Locator) => () =>
  dialog
    .getByRole('list', { name: 'Shortest chain to Global Administrator' })
    .getByRole('listitem')
    .elements()
    .map((li) => li.textContent);

/** The chain's lines as the engine writes them (the page must show the same, one per line). */
const chainLines = (review: AssignmentReview, name: string, standing = false) =>
  reachChain(review, at(review, name), standing)!.map((link) => reachLinkText(review, link));

describe('assignment review: who can reach Global Administrator', () => {
  it('counts them standing and after activation, badges their steps, and states the rule, axe-clean', async () => {
    const review = oracleReview(engine, [tenant.input]);
    expect(review.reach!.summary).toEqual({
      principalsReachingGlobalAdministrator: 3,
      principalsReachingGlobalAdministratorStanding: 3,
    });
    const app = await openWith(tenant.file);
    await expectAssignments(4);
    expect(figure(STANDING)).toBe('3');
    expect(figure(AFTER_ACTIVATION)).toBe('3');
    expect(figure('Global Administrators')).toBe('1');

    expect(badgesOf('paa-user')).toContain('1 step to Global Administrator');
    expect(badgesOf('app-admin')).toContain('2 steps to Global Administrator');
    expect(badgesOf('pipeline')).toContain('1 step to Global Administrator');
    // A holder holds it: no reach badge.
    expect(badgesOf('ga-user').some((b) => b?.includes('Global Administrator'))).toBe(false);
    expect(principalAt(review, at(review, 'app-admin')).stepsToGlobalAdministrator).toBe(2);

    await userEvent.click(app.screen.getByText('The takeover rule (who can reach Global Administrator)'));
    const rule = [...document.querySelectorAll('details')].find((d) =>
      d.querySelector('summary')?.textContent?.startsWith('The takeover rule'),
    )!;
    // Each line of the rule is one paragraph, word for word, its markers and indent kept.
    const shown = [...rule.querySelectorAll('p')].map((e) => e.textContent);
    expect(shown).toEqual(TAKEOVER_RULE.split('\n'));
    expect(await axeViolations()).toEqual([]);
  });

  it("shows a principal's shortest chain one line per step, naming each assignment", async () => {
    const review = oracleReview(engine, [tenant.input]);
    const app = await openWith(tenant.file);
    await expectAssignments(4);
    const opener = app.screen.getByRole('button', { name: 'Details of app-admin' });
    await userEvent.click(opener);
    const dialog = app.screen.getByRole('dialog', { name: 'app-admin' });
    await expect.element(dialog.getByRole('heading', { name: 'Path to Global Administrator' })).toBeVisible();
    await expect.element(dialog).toHaveTextContent('2 steps to Global Administrator. The shortest chain');
    const lines = chainLines(review, 'app-admin');
    expect(lines).toEqual([
      'app-admin can add a credential to pipeline and sign in as it (Application Administrator assignment asg-app-0001 at /)',
      'pipeline can assign itself Global Administrator (Privileged Role Administrator assignment asg-pra-0001 at /)',
    ]);
    await expect.poll(chainShown(dialog)).toEqual(lines);
    expect(await axeViolations()).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    expect(document.activeElement).toBe(opener.element());

    await userEvent.click(app.screen.getByRole('button', { name: 'Details of paa-user' }));
    const paa = app.screen.getByRole('dialog', { name: 'paa-user' });
    await expect
      .poll(chainShown(paa))
      .toEqual([
        'paa-user can reset the password of ga-user (Privileged Authentication Administrator assignment asg-paa-0001 at /)',
        'ga-user holds Global Administrator (Global Administrator assignment asg-ga-0001 at /)',
      ]);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(app.screen.getByRole('button', { name: 'Details of ga-user' }));
    await expect
      .element(app.screen.getByRole('dialog', { name: 'ga-user' }))
      .toHaveTextContent('It holds Global Administrator: ga-user holds Global Administrator');
  });

  it('filters to the principals that can reach it, by keyboard', async () => {
    const review = oracleReview(engine, [tenant.input, more.input]);
    const app = await openWith(tenant.file, more.file);
    await expectAssignments(6);
    const reaching = review.principals.names.filter((_, p) => {
      const principal = principalAt(review, p);
      return !principal.globalAdministrator && principal.stepsToGlobalAdministrator !== null;
    });
    expect(reaching).toEqual(['app-admin', 'paa-later', 'paa-user', 'pipeline']);
    const check = app.screen.getByRole('checkbox', { name: FILTER });
    await tabTo(check, 60);
    expect(document.activeElement).toBe(check.element());
    await userEvent.keyboard(' ');
    await expect.poll(rowNames).toEqual(reaching);
    await expect.element(app.screen.getByText('4 of 6 principals')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect.poll(rowNames).toEqual(review.principals.names);
    expect(await axeViolations()).toEqual([]);
  });

  it('says "after activation" for an eligible-only chain and "reach limited to" for an administrative unit', async () => {
    const review = oracleReview(engine, [tenant.input, more.input]);
    const app = await openWith(tenant.file, more.file);
    await expectAssignments(6);
    expect(figure(AFTER_ACTIVATION)).toBe('4');
    expect(figure(STANDING)).toBe('3');
    const later = principalAt(review, at(review, 'paa-later'));
    expect([later.stepsToGlobalAdministrator, later.standingStepsToGlobalAdministrator]).toEqual([1, null]);
    expect(badgesOf('paa-later')).toContain('1 step to Global Administrator (after activation)');

    // The scoped assignment draws no edge and is listed with its limit, in the row and in the detail.
    expect(badgesOf('au-admin').some((b) => b?.includes('Global Administrator'))).toBe(false);
    await expect
      .element(app.screen.getByRole('list', { name: 'Roles of au-admin' }))
      .toHaveTextContent(`Privileged Authentication Administrator(active, reach limited to ${AU_SCOPE})`);
    await userEvent.click(app.screen.getByRole('button', { name: 'Details of au-admin' }));
    const dialog = app.screen.getByRole('dialog', { name: 'au-admin' });
    await expect.element(dialog.getByRole('cell', { name: `reach limited to ${AU_SCOPE}` })).toBeVisible();
    await expect.element(dialog).toHaveTextContent('An assignment whose reach is limited to its scope draws no edge');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(app.screen.getByRole('button', { name: 'Details of paa-later' }));
    const eligible = app.screen.getByRole('dialog', { name: 'paa-later' });
    await expect.element(eligible).toHaveTextContent('No chain of active assignments leads there');
    await expect.poll(chainShown(eligible)).toEqual(chainLines(review, 'paa-later'));
    expect(await axeViolations()).toEqual([]);
  });

  it('prints each reaching principal with its chain, and the rule open', async () => {
    const review = oracleReview(engine, [tenant.input]);
    const app = await openWith(tenant.file);
    await expectAssignments(4);
    window.dispatchEvent(new Event('beforeprint'));
    try {
      const printed = rowOf('app-admin').querySelector('ol[aria-label="Shortest chain to Global Administrator"]');
      expect([...printed!.querySelectorAll('li')].map((li) => li.textContent)).toEqual(chainLines(review, 'app-admin'));
      expect(rowOf('ga-user').querySelector('ol')).toBeNull();
      const rule = [...document.querySelectorAll('details')].find((d) =>
        d.querySelector('summary')?.textContent?.startsWith('The takeover rule'),
      )!;
      expect(rule.open).toBe(true);
    } finally {
      window.dispatchEvent(new Event('afterprint'));
    }
    await expect.poll(() => rowOf('app-admin').querySelector('ol')).toBeNull();
    await expect.element(app.screen.getByRole('button', { name: 'Details of app-admin' })).toBeVisible();
  });
});

describe('assignment review: reach in the exports', () => {
  it('carries steps, standingSteps and the chain in JSON, CSV, Markdown and XLSX', { timeout: 60_000 }, async () => {
    const files = [tenant.input, more.input];
    const review = oracleReview(engine, files);
    const app = await openWith(tenant.file, more.file);
    await expectAssignments(6);
    const downloads = watchDownloads();

    await userEvent.click(app.screen.getByRole('button', { name: 'Export JSON' }));
    const json = JSON.parse(await (await downloads.file(0)).blob.text()) as ReturnType<typeof reviewJson>;
    expect(json).toEqual(reviewJson(review));
    expect(json.summary.principalsReachingGlobalAdministrator).toBe(4);
    expect(json.summary.principalsReachingGlobalAdministratorStanding).toBe(3);
    const byName = (name: string) => json.principals.find((p) => p.displayName === name)!;
    expect(byName('app-admin').reachesGlobalAdministrator).toEqual({
      steps: 2,
      standingSteps: 2,
      chain: [
        { from: 'p-app-admin', kind: 'app-credentials', assignment: 'asg-app-0001', to: 'p-pipeline' },
        { from: 'p-pipeline', kind: 'assign', assignment: 'asg-pra-0001', to: ROLE.globalAdministrator },
      ],
    });
    expect(byName('paa-later').reachesGlobalAdministrator).toMatchObject({ steps: 1, standingSteps: null });
    expect(byName('au-admin').reachesGlobalAdministrator).toBeNull();
    expect(byName('au-admin').assignments[0].reachLimitedTo).toBe(`reach limited to ${AU_SCOPE}`);

    await userEvent.click(app.screen.getByRole('button', { name: 'Export CSV' }));
    const csv = await downloads.csv(1);
    expect(csv.text).toBe(reviewCsv(review));
    expect(csv.rows[0]).toContain('StepsToGlobalAdministrator,StandingStepsToGlobalAdministrator');

    await userEvent.click(app.screen.getByRole('button', { name: 'Export Markdown' }));
    const markdown = await (await downloads.file(2)).blob.text();
    expect(markdown).toBe(reviewMarkdown(review));
    expect(markdown).toContain('## Paths to Global Administrator');

    await userEvent.click(app.screen.getByRole('button', { name: 'Export XLSX' }));
    const sheets = await readXlsxFile((await downloads.file(3)).blob);
    const summary = sheets.find((s) => s.sheet === 'Summary')!.data;
    for (const [key, label] of REACH_SUMMARY_LABELS)
      expect(summary).toContainEqual([label, review.reach!.summary[key]]);
    const [header, ...rows] = sheets.find((s) => s.sheet === 'Assignments')!.data as string[][];
    expect(header).toEqual([...REVIEW_COLUMNS]);
    const cellOf = (row: unknown[], column: (typeof REVIEW_COLUMNS)[number]) => row[header.indexOf(column)];
    const appRow = rows.find((row) => cellOf(row, 'PrincipalName') === 'app-admin')!;
    expect(cellOf(appRow, 'StepsToGlobalAdministrator')).toBe('2');
    expect(cellOf(appRow, 'StandingStepsToGlobalAdministrator')).toBe('2');
    expect(cellOf(appRow, 'ChainToGlobalAdministrator')).toBe(chainLines(review, 'app-admin').join('; '));
    const laterRow = rows.find((row) => cellOf(row, 'PrincipalName') === 'paa-later')!;
    expect([cellOf(laterRow, 'StepsToGlobalAdministrator'), cellOf(laterRow, 'StandingStepsToGlobalAdministrator')])
      // read-excel-file reads an empty text cell as null
      .toEqual(['1', null]);
    const auRow = rows.find((row) => cellOf(row, 'PrincipalName') === 'au-admin')!;
    expect(cellOf(auRow, 'Reach')).toBe(`reach limited to ${AU_SCOPE}`);
  });
});

describe('assignment review: without the takeover data', () => {
  it('says reach was not worked out, keeps everything else, and works it out once the file loads', async () => {
    const without = oracleReview(await assignmentOracle({ takeover: false }), [tenant.input]);
    expect(without.reach).toBeNull();
    await commands.edgeAnswers(
      'data/takeover.json',
      Array.from({ length: 20 }, () => ({ status: 503, body: 'unavailable' })),
    );
    takeoverMocked = true;
    stopEngine(); // a worker that already holds the takeover facts would not ask again
    const app = await openWith(tenant.file);
    await expectAssignments(4);
    await expect.element(app.screen.getByText(REACH_NOT_WORKED_OUT)).toBeVisible();
    expect(figure('Principals')).toBe(String(without.summary.principals));
    expect(figure('Redundant assignments')).toBe(String(without.summary.redundantAssignments));
    expect([...document.querySelectorAll('dt')].some((dt) => dt.textContent === STANDING)).toBe(false);
    await expect.element(app.screen.getByRole('checkbox', { name: FILTER })).not.toBeInTheDocument();
    expect(badgesOf('app-admin').some((b) => b?.includes('Global Administrator'))).toBe(false);
    await userEvent.click(app.screen.getByRole('button', { name: 'Details of app-admin' }));
    await expect.element(app.screen.getByRole('dialog', { name: 'app-admin' })).toHaveTextContent(REACH_NOT_WORKED_OUT);
    expect(await axeViolations()).toEqual([]);
    await userEvent.keyboard('{Escape}');

    await commands.edgeReset();
    takeoverMocked = false;
    await userEvent.click(app.screen.getByRole('button', { name: 'Work out reach again' }));
    await expect.poll(() => document.body.textContent?.includes(REACH_NOT_WORKED_OUT), WAIT).toBe(false);
    expect(figure(STANDING)).toBe('3');
    // The summary is the new review's at once; the table keeps its rows (marked busy) until the new page is in.
    await expect.poll(() => badgesOf('app-admin'), WAIT).toContain('2 steps to Global Administrator');
  });
});
