// /attack-paths and a path's page in real Chromium: the real dataset and takeover data, answered by the real worker,
// checked against the real engine run in the test; the graph and its table, axe at two widths, the keyboard alone.
import { createStore } from 'jotai';
import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { AttackPathAnswer, AttackPathsAnswer } from '@engine/takeover/attack-path-answer';
import type { RoleEngine } from '@engine/engine';
import type { TakeoverGraph } from '@engine/takeover/role-graph';
import { TAKEOVER_RULE } from '@engine/takeover/takeover-rule';
import { builtInReference, parseRoleDefinitions, type CustomRole } from '../../src/data/custom-roles';
import type { Role } from '../../src/data/role-model';
import { customRolesAtom } from '../../src/state/custom-roles';
import { engineOf, loadBuiltInRoles } from './engine-oracle';
import { axeViolations, currentPath, renderApp, resetBetweenTests, tabTo } from './harness';

const PRA = 'Privileged Role Administrator';
const GA = 'Global Administrator';

let builtIn: Role[];
let takeover: unknown;
let expected: AttackPathsAnswer;
let graph: TakeoverGraph;

/** The real engine with these roles and the shipped takeover data: what the page must show. */
function oracle(roles: Role[]): RoleEngine {
  const engine = engineOf(roles);
  engine.loadTakeover(structuredClone(takeover) as Parameters<RoleEngine['loadTakeover']>[0]);
  return engine;
}

/** A custom role that adds credentials to any application: it opens the credential-abuse path and reaches GA. */
function appKeysRole(): CustomRole {
  const definition = {
    id: 'a77ac4e5-0000-4000-8000-00000000a9e5',
    displayName: 'App Keys Keeper',
    isBuiltIn: false,
    rolePermissions: [{ allowedResourceActions: ['microsoft.directory/applications/credentials/update'] }],
  };
  const result = parseRoleDefinitions(JSON.stringify(definition), builtInReference(builtIn));
  if ('error' in result) throw new Error(result.error.message);
  return result.roles[0];
}

/** A path where containment and the source disagree both ways: a named role grants nothing, an unnamed one grants. */
function disagreeingPath(): AttackPathAnswer {
  const path = expected.paths.find(
    (p) => p.disagreement.namedButNotGranting.length > 0 && p.disagreement.grantingButNotNamed.length > 0,
  );
  if (!path) throw new Error('no attack path where containment and the source disagree both ways');
  return path;
}

async function openList(path = '/attack-paths', store = createStore()) {
  const app = await renderApp(path, { store });
  await expect.element(app.screen.getByRole('heading', { level: 1, name: 'Attack paths' })).toBeVisible();
  await expect.element(app.screen.getByRole('list', { name: 'Attack paths', exact: true })).toBeVisible();
  await expect.element(app.screen.getByRole('figure')).toBeVisible();
  return app;
}

/** The role names of the graph's nodes (their links' accessible names begin with the role's name). */
function graphRoleNames(screen: Awaited<ReturnType<typeof renderApp>>['screen']): string[] {
  return screen
    .getByRole('figure')
    .getByRole('link')
    .elements()
    .map((a) => a.getAttribute('aria-label')!.split(':')[0])
    .sort();
}

beforeAll(async () => {
  builtIn = await loadBuiltInRoles();
  takeover = await (await fetch('/data/takeover.json')).json();
  const engine = oracle(builtIn);
  expected = engine.attackPaths();
  graph = engine.takeoverGraph();
});

resetBetweenTests();

describe('/attack-paths', { timeout: 90_000 }, () => {
  it('lists every path with its severity, target tier, actions and both readings of its roles, and states the rule', async () => {
    const { screen } = await openList();
    expect(expected.paths.length).toBe(48);
    const cards = screen.getByRole('list', { name: 'Attack paths', exact: true }).getByRole('article');
    expect(cards.elements()).toHaveLength(expected.paths.length);
    for (const path of expected.paths) {
      const card = screen.getByRole('article', { name: path.name, exact: true });
      await expect.element(card.getByText(`Severity: ${path.severity}`)).toBeInTheDocument();
      expect(card.getByText(/^Target tier: /).element().textContent).toMatch(/^Target tier: [A-Z][a-z]+ [a-z]+$/);
      await expect
        .element(card.getByRole('link', { name: path.name, exact: true }))
        .toHaveAttribute('href', `/attack-paths/${path.id}`);
      for (const { action } of path.actions)
        await expect.element(card.getByText(action, { exact: true })).toBeInTheDocument();
    }
    // The source and its licence, the dataset's date, and the rule word for word.
    const sources = screen.getByRole('list', { name: 'Sources of the attack paths' });
    await expect.element(sources).toHaveTextContent(expected.source.title);
    await expect.element(sources).toHaveTextContent(`${expected.source.date}, MIT`);
    await expect.element(sources).toHaveTextContent(expected.datasetDate);
    for (const line of TAKEOVER_RULE.split('\n'))
      expect(screen.getByText(line.trim(), { exact: true }).elements().length, line).toBeGreaterThan(0);
  });

  it('says where containment and the source disagree, naming the roles each way', async () => {
    const { screen } = await openList();
    const path = disagreeingPath();
    const card = screen.getByRole('article', { name: path.name, exact: true });
    const note = card.getByText('Where containment and EntraOps disagree:').element().parentElement!;
    for (const role of path.disagreement.namedButNotGranting) expect(note.textContent).toContain(role.role);
    for (const role of path.disagreement.grantingButNotNamed) expect(note.textContent).toContain(role.name);
    expect(note.textContent).toMatch(/, which grants? none of these actions in the dataset/);
    // A path whose readings agree says so; one of other services says it cannot be checked.
    const agreeing = expected.paths.find(
      (p) =>
        p.checkable &&
        p.disagreement.namedButNotGranting.length === 0 &&
        p.disagreement.grantingButNotNamed.length === 0,
    );
    if (agreeing)
      await expect
        .element(
          screen.getByRole('article', { name: agreeing.name, exact: true }).getByText(/agree on the Entra ID roles/),
        )
        .toBeVisible();
    const unchecked = expected.paths.find((p) => !p.checkable)!;
    await expect
      .element(screen.getByRole('article', { name: unchecked.name, exact: true }).getByText(/cannot check the roles/))
      .toBeVisible();
  });

  it('draws Privileged Role Administrator 1 step from Global Administrator, and its table lists the same roles', async () => {
    const { screen } = await openList();
    const figure = screen.getByRole('figure');
    await expect
      .element(figure.getByRole('link', { name: `${PRA}: 1 step to ${GA} (assign)`, exact: true }))
      .toHaveAttribute('href', '/roles/privileged-role-administrator');
    await expect.element(figure.getByRole('link', { name: `${GA}: the target, 0 steps` })).toBeVisible();
    const reaching = graph.roles.filter((r) => r.steps !== null);
    expect(graphRoleNames(screen)).toEqual(reaching.map((r) => r.name).sort());
    // The counts add up: every role but the target either reaches it or does not.
    const others = graph.roles.length - 1;
    await expect
      .element(screen.getByText(/^Of the \d+ roles besides/))
      .toHaveTextContent(
        `Of the ${others} roles besides ${GA}, ${reaching.length - 1} can take over a holder of it, by the rule below; the other ${others - (reaching.length - 1)} reach it by no chain of takeovers.`,
      );
    await expect
      .element(screen.getByRole('list', { name: 'Sources of the takeover graph' }))
      .toHaveTextContent(/Who can reset passwords, 2026-06-05, CC BY 4.0/);

    await userEvent.click(screen.getByRole('tab', { name: 'Table' }));
    const table = screen.getByRole('table');
    await expect.element(table).toBeVisible();
    const rows = table
      .getByRole('rowheader')
      .elements()
      .map((th) => th.textContent!.trim());
    expect([...rows].sort()).toEqual(reaching.map((r) => r.name).sort());
    const praRow = table.getByRole('row').filter({ hasText: PRA }).first();
    await expect.element(praRow.getByRole('cell').first()).toHaveTextContent('1');
    await expect.element(praRow).toHaveTextContent(`A holder of ${PRA} assigns ${GA} to anyone.`);
    expect(screen.getByRole('figure').query()).toBeNull();
  });

  it('has zero axe violations at desktop and at phone width, in both views, and the graph scrolls in its own region', async () => {
    const { screen } = await openList();
    expect(await axeViolations()).toEqual([]);
    await page.viewport(375, 800);
    const region = screen.getByRole('region', { name: 'Takeover graph, scrolls sideways' });
    await expect.element(region).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(region.element().scrollWidth).toBeGreaterThan(region.element().clientWidth);
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: 'Table' }));
    await expect.element(screen.getByRole('table')).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(await axeViolations()).toEqual([]);
  });

  it('works by keyboard alone: Tab to a node, Enter follows it; arrow keys switch to the table', async () => {
    const app = await openList();
    const { screen } = app;
    const graphTab = screen.getByRole('tab', { name: 'Graph' });
    (graphTab.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    const tableTab = screen.getByRole('tab', { name: 'Table' });
    await expect.element(tableTab).toHaveFocus();
    await expect.element(tableTab).toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('table')).toBeVisible();
    expect(currentPath(app)).toBe('/attack-paths?tab=table');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(screen.getByRole('figure')).toBeVisible();

    const node = screen.getByRole('link', { name: `${PRA}: 1 step to ${GA} (assign)`, exact: true });
    await tabTo(node, 20);
    await expect.element(node).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => currentPath(app)).toBe('/roles/privileged-role-administrator');
  });

  it('counts an imported custom role: it grants the credential path and reaches Global Administrator', async () => {
    const custom = appKeysRole();
    const store = createStore();
    store.set(customRolesAtom, [custom]);
    const withCustom = oracle([...builtIn, custom]);
    const path = withCustom
      .attackPaths()
      .paths.find((p) => p.grantedBy.some((r) => r.templateId === custom.templateId))!;
    try {
      const { screen } = await openList('/attack-paths', store);
      const card = screen.getByRole('article', { name: path.name, exact: true });
      await expect
        .element(card.getByRole('link', { name: custom.displayName }))
        .toHaveAttribute('href', `/custom-role#${encodeURIComponent(custom.templateId)}`);
      await expect
        .element(
          screen
            .getByRole('figure')
            .getByRole('link', { name: `${custom.displayName}: 1 step to ${GA} (app credentials)` }),
        )
        .toBeVisible();
    } finally {
      // The bridge keeps the last custom roles set for the next worker question: none for the tests after this one.
      store.set(customRolesAtom, []);
    }
  });
});

describe('/attack-paths/{id}', { timeout: 90_000 }, () => {
  it('shows the actions, each granting role with its actions, the roles the source names and the disagreement', async () => {
    const path = disagreeingPath();
    const { screen } = await renderApp(`/attack-paths/${path.id}`);
    await expect.element(screen.getByRole('heading', { level: 1, name: path.name })).toBeVisible();
    await expect.element(screen.getByText(`Severity: ${path.severity}`)).toBeVisible();
    for (const { action } of path.actions)
      await expect.element(screen.getByRole('link', { name: action, exact: true })).toBeVisible();
    const granting = screen.getByRole('list', { name: 'Roles that grant its actions' });
    expect(
      granting
        .getByRole('listitem')
        .elements()
        .filter((li) => li.parentElement === granting.element()),
    ).toHaveLength(path.grantedBy.length);
    for (const role of path.grantedBy) {
      const item = granting.getByRole('listitem').filter({ hasText: role.name }).first();
      await expect.element(item.getByRole('link', { name: role.name, exact: true })).toBeVisible();
      for (const action of role.actions) expect(item.element().textContent).toContain(action);
    }
    const named = screen.getByRole('heading', { name: 'Roles EntraOps names' }).element().parentElement!;
    for (const role of path.namedBySource) expect(named.textContent).toContain(role.role);
    expect(named.textContent).toContain('Where containment and EntraOps disagree:');
    for (const reference of path.references)
      await expect.element(screen.getByRole('link', { name: reference.title })).toHaveAttribute('href', reference.url);
    await expect
      .element(screen.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Attack paths' }))
      .toBeVisible();
    await expect.poll(() => document.title).toBe(`${path.name} · RolePrism`);
    expect(await axeViolations()).toEqual([]);
    await page.viewport(375, 800);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(await axeViolations()).toEqual([]);
  });

  it('says when no path has the id, with a way back to the list', async () => {
    const app = await renderApp('/attack-paths/no-such-path');
    await expect.element(app.screen.getByRole('heading', { level: 1, name: 'Attack path not found' })).toBeVisible();
    await userEvent.click(app.screen.getByRole('link', { name: 'See every attack path' }));
    await expect.element(app.screen.getByRole('list', { name: 'Attack paths', exact: true })).toBeVisible();
  });
});
