// The overlap matrix and its Overlap Details drawer, rendered directly with the real dataset, the real engine worker and real Chromium.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { loadRoles } from '../../src/data/load-roles';
import type { Role } from '../../src/data/role-model';
import { askEngine } from '../../src/worker-bridge/engine-client';
import { selectionAtom } from '../../src/state/selection';
import { ToastProvider } from '../../src/components/toast/ToastProvider';
import { OverlapMatrix } from '../../src/features/compare/overlap-matrix/OverlapMatrix';
import { ComparedRolesContext, comparedRolesOf } from '../../src/features/compare/compared-roles';
import { bandTone } from '../../src/features/compare/overlap-matrix/overlap-band.css';
import { canvasGeometry } from '../../src/features/compare/overlap-matrix/canvas-geometry';
import { LISTED_VIEW, type PermissionView } from '@engine/catalog';
import { clusterOrder, pairStats, type AnalysisResult } from '@engine/analyze';
import { axeViolations } from './harness';
import '../../src/styles/global.css';

/** Six roles whose pairs fall in every colour band (asserted below, from the engine's own numbers). */
const SMALL_SELECTION = [
  'Application Administrator',
  'Cloud Application Administrator',
  'Hybrid Identity Administrator',
  'Guest User',
  'Restricted Guest User',
  'Global Reader',
];

/** The test's own reading of spec section 9, independent of the component's band module. */
function expectedBand(percent: number): 'high' | 'substantial' | 'moderate' | 'low' {
  if (percent >= 80) return 'high';
  if (percent >= 60) return 'substantial';
  if (percent >= 40) return 'moderate';
  return 'low';
}

/** Band background colours of src/styles/theme.css.ts, as the browser reports them. */
const BAND_RGB = {
  high: 'rgb(251, 213, 210)',
  substantial: 'rgb(255, 231, 184)',
  moderate: 'rgb(211, 240, 220)',
  low: 'rgb(238, 241, 247)',
};

let allRoles: Role[] | null = null;
async function builtInRoles(): Promise<Role[]> {
  allRoles ??= (await loadRoles()).filter((r) => r.builtIn);
  return allRoles;
}

function byName(roles: Role[], name: string): Role {
  const role = roles.find((r) => r.displayName === name);
  if (!role) throw new Error(`No role named ${name}`);
  return role;
}

/** Listed-view member keys of a role, computed here from the client model (an oracle independent of the engine). */
function listedKeys(role: Role): Set<string> {
  return new Set(role.permissions.map((p) => (p.condition ? `${p.action} [${p.condition}]` : p.action)));
}

function expectedPair(a: Role, b: Role) {
  const keysA = listedKeys(a);
  const keysB = listedKeys(b);
  const privileged = new Map(
    [...a.permissions, ...b.permissions].map((p) => [
      p.condition ? `${p.action} [${p.condition}]` : p.action,
      p.privileged,
    ]),
  );
  const shared = [...keysA].filter((k) => keysB.has(k));
  const onlyA = [...keysA].filter((k) => !keysB.has(k));
  const onlyB = [...keysB].filter((k) => !keysA.has(k));
  const privilegedCount = (keys: string[]) => keys.filter((k) => privileged.get(k)).length;
  return { shared, onlyA, onlyB, privilegedCount };
}

interface Rendered {
  screen: Awaited<ReturnType<typeof render>>;
  store: ReturnType<typeof createStore>;
  result: AnalysisResult;
  roles: Role[];
}

async function renderMatrix(names: string[] | 'all', view: PermissionView = LISTED_VIEW): Promise<Rendered> {
  const roles = await builtInRoles();
  const ids = names === 'all' ? roles.map((r) => r.templateId) : names.map((n) => byName(roles, n).templateId);
  const comparison = await askEngine('comparison', [ids, view]);
  const result = comparison.analysis;
  const store = createStore();
  // Start from an empty selection in this store, whatever session storage held when the atom was first read (a full
  // run once saw a selection left by another file there).
  store.set(selectionAtom, []);
  const location = memoryLocation({ path: '/compare', record: true });
  const screen = await render(
    <JotaiProvider store={store}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <ToastProvider>
          <main>
            <h1>Overlap matrix test page</h1>
            {/* What the comparison's result provides its matrix: the roles' facts and the permissions' labels. */}
            <ComparedRolesContext.Provider
              value={comparedRolesOf(
                roles.filter((r) => ids.includes(r.templateId)),
                comparison,
              )}
            >
              <OverlapMatrix result={result} view={view} />
            </ComparedRolesContext.Provider>
          </main>
        </ToastProvider>
      </Router>
    </JotaiProvider>,
  );
  return { screen, store, result, roles };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pairButtonName = (a: string, b: string) => new RegExp(`^${escape(a)} × ${escape(b)}: \\d+%`);
const percentAt = (result: AnalysisResult, a: number, b: number) => pairStats(result, a, b).percent;
const countsText = (result: AnalysisResult, a: number, b: number) => {
  const { shared, union } = pairStats(result, a, b);
  return `${shared} shared of ${union} unique permissions`;
};

/** The live region's text for a pair; a role that lists no permissions (9 in the export) is said so, with no percent. */
const announcement = (result: AnalysisResult, a: number, b: number) => {
  const pair = `${result.roles[a].name} × ${result.roles[b].name}`;
  const empty = [a, b].filter((i) => result.roles[i].permissionCount === 0).map((i) => result.roles[i].name);
  if (empty.length === 2) return `${pair}: no permissions — Neither role lists any permissions in this dataset`;
  if (empty.length === 1) return `${pair}: no permissions — ${empty[0]} lists no permissions in this dataset`;
  return `${pair}: ${percentAt(result, a, b)}% — ${countsText(result, a, b)}`;
};

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('overlap matrix, small selection (DOM grid)', () => {
  it('shows an upper-triangular grid: 100% "Same role" on the diagonal, engine percentages elsewhere, with counts as description', async () => {
    const { screen, result } = await renderMatrix(SMALL_SELECTION);
    const grid = screen.getByRole('grid', { name: 'Overlap matrix' });
    await expect.element(grid).toBeVisible();
    const n = SMALL_SELECTION.length;
    expect(grid.getByText('Same role').elements()).toHaveLength(n);
    expect(grid.getByRole('button').elements()).toHaveLength((n * (n - 1)) / 2);
    expect(
      grid
        .getByRole('rowheader')
        .elements()
        .map((e) => e.textContent),
    ).toEqual(SMALL_SELECTION);
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) {
        const cell = grid.getByRole('button', { name: pairButtonName(SMALL_SELECTION[a], SMALL_SELECTION[b]) });
        await expect.element(cell).toHaveTextContent(`${percentAt(result, a, b)}%`);
        await expect.element(cell).toHaveAccessibleDescription(countsText(result, a, b));
      }
    }
  });

  it('colours each cell by its band (80-100 red, 60-79 amber, 40-59 green, below 40 neutral) and names the band in words', async () => {
    const { screen, result } = await renderMatrix(SMALL_SELECTION);
    const n = SMALL_SELECTION.length;
    const seen = new Set<string>();
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) {
        const p = percentAt(result, a, b);
        const band = expectedBand(p);
        seen.add(band);
        const cell = screen.getByRole('button', { name: pairButtonName(SMALL_SELECTION[a], SMALL_SELECTION[b]) });
        await expect.element(cell).toHaveClass(bandTone[band]);
        expect(getComputedStyle(cell.element()).backgroundColor).toBe(BAND_RGB[band]);
        const words = {
          high: 'high overlap',
          substantial: 'substantial overlap',
          moderate: 'moderate overlap',
          low: 'low overlap',
        }[band];
        await expect
          .element(cell)
          .toHaveAccessibleName(`${SMALL_SELECTION[a]} × ${SMALL_SELECTION[b]}: ${p}%, ${words}`);
      }
    }
    // The selection was chosen to cover every band; if the dataset changes, this says so instead of passing vacuously.
    expect([...seen].sort()).toEqual(['high', 'low', 'moderate', 'substantial']);
    const legend = screen.getByRole('list', { name: 'Overlap colour key' });
    for (const text of [
      '80–100%: high overlap',
      '60–79%: substantial overlap',
      '40–59%: moderate overlap',
      'below 40%: low overlap',
    ]) {
      await expect.element(legend.getByText(text)).toBeVisible();
    }
  });

  it('shows the pair counts in a tooltip on hover and on keyboard focus, and the formula in the help tooltip', async () => {
    const { screen, result } = await renderMatrix(SMALL_SELECTION);
    const cell = screen.getByRole('button', { name: pairButtonName(SMALL_SELECTION[0], SMALL_SELECTION[2]) });
    await userEvent.hover(cell);
    await expect.element(page.getByRole('tooltip'), { timeout: 4000 }).toHaveTextContent(countsText(result, 0, 2));
    await userEvent.unhover(cell);
    const first = screen.getByRole('button', { name: pairButtonName(SMALL_SELECTION[0], SMALL_SELECTION[1]) });
    first.element().focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect.element(page.getByRole('tooltip')).toHaveTextContent(countsText(result, 1, 2));
    const help = screen.getByRole('button', { name: 'How overlap is calculated' });
    await expect.element(help).toHaveAccessibleDescription(/shared ÷ total unique × 100/);
    await userEvent.click(help);
    await expect.element(page.getByRole('tooltip')).toHaveTextContent(/Overlap = shared ÷ total unique × 100/);
  });

  it('is one tab stop; arrow keys, Home and End move along the upper triangle and never onto the diagonal', async () => {
    const { screen } = await renderMatrix(SMALL_SELECTION);
    const grid = screen.getByRole('grid', { name: 'Overlap matrix' });
    const n = SMALL_SELECTION.length;
    const tabStops = () => grid.element().querySelectorAll('[tabindex="0"]');
    expect(tabStops()).toHaveLength(1);
    const cell = (a: number, b: number) =>
      grid.getByRole('button', { name: pairButtonName(SMALL_SELECTION[a], SMALL_SELECTION[b]) });
    // Reach the grid with Tab from the order switch just before it.
    screen.getByRole('radio', { name: 'Selection' }).element().focus();
    await userEvent.tab();
    await expect.element(cell(0, 1)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(cell(0, 2)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(cell(1, 2)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}'); // (2,2) is the diagonal: stays
    await expect.element(cell(1, 2)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}'); // (1,1) is the diagonal: stays
    await expect.element(cell(1, 2)).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(cell(1, n - 1)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(cell(1, 2)).toHaveFocus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect.element(cell(n - 2, n - 1)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(cell(n - 3, n - 1)).toHaveFocus();
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect.element(cell(0, 1)).toHaveFocus();
    expect(tabStops()).toHaveLength(1);
    expect(tabStops()[0]).toBe(document.activeElement);
  });

  it('opens Overlap Details with Enter: engine lists, verdicts, view; Escape closes and focus returns to the cell', async () => {
    const { screen, roles } = await renderMatrix(SMALL_SELECTION);
    const [nameA, nameB] = SMALL_SELECTION; // Application Administrator (row), Cloud Application Administrator (column)
    const expected = expectedPair(byName(roles, nameA), byName(roles, nameB));
    expect(expected.onlyB).toHaveLength(0); // Cloud Application Administrator is a subset: the "no new permissions" verdict
    const cell = screen.getByRole('button', { name: pairButtonName(nameA, nameB) });
    cell.element().focus();
    await userEvent.keyboard('{Enter}');
    const drawer = page.getByRole('dialog', { name: 'Overlap Details' });
    await expect.element(drawer).toBeVisible();
    await expect.element(drawer.getByText(`${nameA} and ${nameB}`)).toBeVisible();
    await expect.element(drawer.getByText('View: Listed')).toBeVisible();
    await expect
      .element(drawer.getByRole('heading', { name: `Shared permissions (${expected.shared.length})` }))
      .toBeVisible();
    await expect
      .element(drawer.getByRole('heading', { name: `Only in ${nameA} (${expected.onlyA.length})` }))
      .toBeVisible();
    await expect.element(drawer.getByRole('heading', { name: `Only in ${nameB} (0)` })).toBeVisible();
    expect(
      drawer
        .getByRole('list', { name: `Shared permissions (${expected.shared.length})` })
        .getByRole('listitem')
        .elements(),
    ).toHaveLength(expected.shared.length);
    const onlyAList = drawer.getByRole('list', { name: `Only in ${nameA} (${expected.onlyA.length})` });
    const onlyAText = onlyAList.element().textContent ?? '';
    for (const key of expected.onlyA) expect(onlyAText).toContain(key.replace(/ \[.*\]$/, ''));
    await expect.element(drawer.getByText('No unique permissions')).toBeVisible();
    await expect.element(drawer.getByText(`Replacing ${nameA} with ${nameB} grants no new permissions`)).toBeVisible();
    await expect
      .element(
        drawer.getByText(
          `${nameA} grants ${expected.onlyA.length} permissions that ${nameB} does not (${expected.privilegedCount(expected.onlyA)} privileged)`,
        ),
      )
      .toBeVisible();
    // Microsoft's privileged label is shown on exactly the privileged actions.
    expect(onlyAList.getByText('Privileged', { exact: true }).elements()).toHaveLength(
      expected.privilegedCount(expected.onlyA),
    );
    await userEvent.keyboard('{Escape}');
    await expect.element(drawer).not.toBeInTheDocument();
    await expect.element(cell).toHaveFocus();
  });

  it('shows "No shared permissions", Self badges, and the privileged-only filter', async () => {
    const { screen, roles } = await renderMatrix(SMALL_SELECTION);
    const [nameA, nameB] = ['Application Administrator', 'Guest User'];
    const disjoint = expectedPair(byName(roles, nameA), byName(roles, nameB));
    expect(disjoint.shared).toHaveLength(0); // Guest User's grants are conditioned ($ResourceIsSelf), so they are other members
    await userEvent.click(screen.getByRole('button', { name: pairButtonName(nameA, nameB) }));
    const drawer = page.getByRole('dialog', { name: 'Overlap Details' });
    await expect.element(drawer.getByText('No shared permissions')).toBeVisible();
    const guestList = drawer.getByRole('list', { name: `Only in ${nameB} (${disjoint.onlyB.length})` });
    const selfCount = disjoint.onlyB.filter((k) => k.endsWith('[$ResourceIsSelf]')).length;
    expect(selfCount).toBeGreaterThan(0);
    expect(guestList.getByText('Self', { exact: true }).elements()).toHaveLength(selfCount);
    await userEvent.click(drawer.getByRole('checkbox', { name: 'Privileged only' }));
    const privilegedB = disjoint.privilegedCount(disjoint.onlyB);
    expect(privilegedB).toBeGreaterThan(0);
    await expect
      .element(drawer.getByRole('heading', { name: `Only in ${nameB} (${privilegedB} of ${disjoint.onlyB.length})` }))
      .toBeVisible();
    expect(
      drawer
        .getByRole('list', { name: new RegExp(`^Only in ${nameB}`) })
        .getByRole('listitem')
        .elements(),
    ).toHaveLength(privilegedB);
    // A backdrop click closes the drawer too.
    await userEvent.click(document.body, { position: { x: 20, y: 300 } });
    await expect.element(drawer).not.toBeInTheDocument();
  });

  it('copies a plain-text report with headings and counts (the browser clipboard call is observed, not replaced)', async () => {
    const { screen, roles } = await renderMatrix(SMALL_SELECTION);
    const [nameA, nameB] = ['Guest User', 'Restricted Guest User'];
    const expected = expectedPair(byName(roles, nameA), byName(roles, nameB));
    const write = vi.spyOn(navigator.clipboard, 'writeText');
    const logged = vi.spyOn(console, 'error');
    await userEvent.click(screen.getByRole('button', { name: pairButtonName(nameA, nameB) }));
    const drawer = page.getByRole('dialog', { name: 'Overlap Details' });
    await userEvent.click(drawer.getByRole('button', { name: 'Copy to clipboard' }));
    await vi.waitFor(() => expect(write).toHaveBeenCalledTimes(1));
    const text = write.mock.calls[0][0];
    const lines = text.split('\n');
    expect(lines[0]).toBe(`Overlap Details: ${nameA} and ${nameB}`);
    expect(lines).toContain('View: Listed');
    expect(lines).toContain(`Shared permissions (${expected.shared.length})`);
    expect(lines).toContain(`Only in ${nameA} (${expected.onlyA.length})`);
    expect(lines).toContain(`Only in ${nameB} (${expected.onlyB.length})`);
    expect(lines.filter((l) => l.startsWith('- '))).toHaveLength(
      expected.shared.length + expected.onlyA.length + expected.onlyB.length,
    );
    expect(lines.filter((l) => l.includes('[Self') || l.includes(', Self'))).not.toHaveLength(0);
    if (expected.onlyB.length === 0) expect(lines).toContain('No unique permissions');
    // Whether this headless browser grants the write or not, nothing crashes; a failure is only logged.
    const succeeded = await write.mock.results[0].value.then(
      () => true,
      () => false,
    );
    if (succeeded) await expect.element(page.getByText('Copied to clipboard')).toBeVisible();
    else expect(logged).toHaveBeenCalled();
    await expect.element(drawer).toBeVisible();
  });

  it('logs a clipboard failure and carries on (the clipboard edge is made to reject)', async () => {
    const { screen } = await renderMatrix(SMALL_SELECTION);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: pairButtonName(SMALL_SELECTION[0], SMALL_SELECTION[1]) }));
    const drawer = page.getByRole('dialog', { name: 'Overlap Details' });
    await userEvent.click(drawer.getByRole('button', { name: 'Copy to clipboard' }));
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Copy to clipboard failed:', expect.any(DOMException)));
    expect(page.getByText('Copied to clipboard').query()).toBeNull();
    await expect.element(drawer.getByRole('button', { name: 'Add both to Simulator' })).toBeEnabled();
  });

  it('"Add both to Simulator" adds the pair to the selection and shows a toast', async () => {
    const { screen, store, roles } = await renderMatrix(SMALL_SELECTION);
    await userEvent.click(
      screen.getByRole('button', { name: pairButtonName('Hybrid Identity Administrator', 'Global Reader') }),
    );
    await userEvent.click(page.getByRole('dialog').getByRole('button', { name: 'Add both to Simulator' }));
    expect(store.get(selectionAtom)).toEqual([
      byName(roles, 'Hybrid Identity Administrator').templateId,
      byName(roles, 'Global Reader').templateId,
    ]);
    await expect.element(page.getByText('Added to Simulator')).toBeVisible();
  });

  it('switches between selection order (default when small) and similarity order', async () => {
    const { screen, result } = await renderMatrix(SMALL_SELECTION);
    const rowNames = () =>
      screen
        .getByRole('rowheader')
        .elements()
        .map((e) => e.textContent);
    await expect.element(screen.getByRole('radio', { name: 'Selection' })).toBeChecked();
    expect(rowNames()).toEqual(SMALL_SELECTION);
    const clustered = Array.from(clusterOrder(result), (i) => result.roles[i].name);
    expect(clustered).not.toEqual(SMALL_SELECTION);
    await userEvent.click(screen.getByRole('radio', { name: 'Similarity' }));
    await vi.waitFor(() => expect(rowNames()).toEqual(clustered));
    expect(
      screen
        .getByRole('columnheader')
        .elements()
        .map((e) => e.textContent),
    ).toEqual(clustered);
  });

  it('has no axe violations with the drawer closed and open', async () => {
    const { screen } = await renderMatrix(SMALL_SELECTION);
    await expect.element(screen.getByRole('grid')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: pairButtonName('Guest User', 'Restricted Guest User') }));
    await expect.element(page.getByRole('dialog').getByRole('heading', { name: /^Shared permissions/ })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('overlap matrix, the whole catalog (canvas)', () => {
  // Pointer positions on the canvas must be exact: at 1280x720 the test frame is not scaled down to fit the runner's window.
  beforeEach(() => page.viewport(1280, 720));
  afterEach(() => page.viewport(1280, 900));

  it('draws every built-in role on one canvas, not thousands of DOM cells, in similarity order by default', async () => {
    const { screen, result } = await renderMatrix('all');
    const n = result.roles.length;
    const builtIn = (
      (await (await fetch('/data/roles_with_permissions.json')).json()) as { is_builtin: boolean }[]
    ).filter((r) => r.is_builtin).length;
    expect(n).toBe(builtIn);
    const frame = screen.getByRole('application', { name: `Overlap matrix of ${n} roles` });
    await expect.element(frame).toBeVisible();
    expect(screen.container.querySelectorAll('canvas')).toHaveLength(1);
    expect(screen.getByRole('grid').query()).toBeNull();
    expect(screen.container.querySelectorAll('*').length).toBeLessThan(150);
    await expect.element(screen.getByRole('radio', { name: 'Similarity' })).toBeChecked();
    // The canvas really holds the matrix: cell (0,1) is filled with its band colour, the diagonal with the muted colour.
    const canvas = screen.container.querySelector('canvas')!;
    const g = canvasGeometry(n, (frame.element() as HTMLElement).clientWidth);
    const dpr = window.devicePixelRatio || 1;
    const pixel = (x: number, y: number) => {
      const [r, gr, b] = canvas.getContext('2d')!.getImageData(Math.round(x * dpr), Math.round(y * dpr), 1, 1).data;
      return `rgb(${r}, ${gr}, ${b})`;
    };
    const [a, b] = clusterOrder(result);
    // The first paint runs just after the frame that shows the matrix, in a task of its own.
    await expect
      .poll(() => pixel(g.labelWidth + g.cell + 4, g.headerHeight + 4))
      .toBe(BAND_RGB[expectedBand(percentAt(result, a, b))]);
    expect(pixel(g.labelWidth + 4, g.headerHeight + 4)).toBe('rgb(238, 241, 247)');
    // Each cell carries its percent, copied from the text atlas: cell (0,1) has pixels other than its fill, and only
    // near its middle (the text is centred); its corner is plain fill.
    const fill = BAND_RGB[expectedBand(percentAt(result, a, b))];
    const inked = (x0: number, y0: number, width: number, height = width, background = fill) => {
      let count = 0;
      for (let dy = 0; dy < height; dy++)
        for (let dx = 0; dx < width; dx++) if (pixel(x0 + dx, y0 + dy) !== background) count++;
      return count;
    };
    const cellX = g.labelWidth + g.cell;
    const cellY = g.headerHeight;
    expect(inked(cellX + g.cell / 2 - 6, cellY + g.cell / 2 - 4, 12)).toBeGreaterThan(10);
    expect(inked(cellX + 2, cellY + 2, 3)).toBe(0);
    // The diagonal's "100%", the widest text, fits its cell: ink in the middle, none in the outermost columns.
    const muted = 'rgb(238, 241, 247)';
    const diagonalX = g.labelWidth;
    expect(inked(diagonalX + g.cell / 2 - 6, cellY + g.cell / 2 - 4, 12, 8, muted)).toBeGreaterThan(10);
    expect(inked(diagonalX + 1, cellY + g.cell / 2 - 5, 1, 10, muted)).toBe(0);
    expect(inked(diagonalX + g.cell - 2, cellY + g.cell / 2 - 5, 1, 10, muted)).toBe(0);
  });

  it('moves the active cell by keyboard, announces it, opens the drawer with Enter and returns focus to the canvas', async () => {
    const { screen, result } = await renderMatrix('all');
    const n = result.roles.length;
    const order = Array.from(clusterOrder(result));
    const announce = (row: number, col: number) => announcement(result, order[row], order[col]);
    const frame = screen.getByRole('application');
    const status = screen.getByRole('status');
    await expect.element(status).toHaveTextContent(announce(0, 1));
    screen.getByRole('radio', { name: 'Similarity' }).element().focus();
    await userEvent.tab(); // the Matrix tab
    await userEvent.tab(); // the canvas frame
    await expect.element(frame).toHaveFocus();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent(/shared of \d+ unique permissions/);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect.element(status).toHaveTextContent(announce(0, 3));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}'); // the third Down would land on the diagonal: stays at (2,3)
    await expect.element(status).toHaveTextContent(announce(2, 3));
    await expect.element(page.getByRole('tooltip')).toHaveTextContent(countsText(result, order[2], order[3]));
    await userEvent.keyboard('{End}');
    await expect.element(status).toHaveTextContent(announce(2, n - 1));
    await userEvent.keyboard('{Enter}');
    const drawer = page.getByRole('dialog', { name: 'Overlap Details' });
    await expect
      .element(drawer.getByText(`${result.roles[order[2]].name} and ${result.roles[order[n - 1]].name}`))
      .toBeVisible();
    await expect.element(drawer.getByRole('heading', { name: /^Shared permissions \(\d+\)$/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(drawer).not.toBeInTheDocument();
    await expect.element(frame).toHaveFocus();
    await expect.element(status).toHaveTextContent(announce(2, n - 1));
    await userEvent.keyboard(' ');
    await expect
      .element(drawer.getByText(`${result.roles[order[2]].name} and ${result.roles[order[n - 1]].name}`))
      .toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(frame).toHaveFocus();
    // Selection order puts the first two selected roles at the top-left corner.
    await userEvent.click(screen.getByRole('radio', { name: 'Selection' }));
    (frame.element() as HTMLElement).focus();
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect
      .element(status)
      .toHaveTextContent(`${result.roles[0].name} × ${result.roles[1].name}: ${percentAt(result, 0, 1)}%`);
  });

  it('opens the drawer for the clicked canvas cell and shows the hover tooltip there', async () => {
    const { screen, result } = await renderMatrix('all');
    const n = result.roles.length;
    const frame = screen.getByRole('application');
    await expect.element(frame).toBeVisible();
    const g = canvasGeometry(n, (frame.element() as HTMLElement).clientWidth);
    const position = { x: g.labelWidth + 2 * g.cell + g.cell / 2, y: g.headerHeight + g.cell + g.cell / 2 }; // row 1, column 2
    const [, a, b] = clusterOrder(result);
    await userEvent.hover(frame, { position });
    await expect.element(page.getByRole('tooltip'), { timeout: 4000 }).toHaveTextContent(countsText(result, a, b));
    await userEvent.click(frame, { position });
    const drawer = page.getByRole('dialog', { name: 'Overlap Details' });
    await expect.element(drawer.getByText(`${result.roles[a].name} and ${result.roles[b].name}`)).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await expect.element(frame).toHaveFocus();
  });

  it('offers a searchable, paginated table view whose rows open the drawer', async () => {
    const { screen, result } = await renderMatrix('all');
    const n = result.roles.length;
    await userEvent.click(screen.getByRole('tab', { name: 'Table view' }));
    const table = screen.getByRole('table', { name: /Role pairs by overlap, page 1 of/ });
    await expect.element(table).toBeVisible();
    const rows = table.getByRole('button').elements();
    expect(rows).toHaveLength(20);
    let best = 0;
    for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) best = Math.max(best, percentAt(result, a, b));
    const firstRow = table.getByRole('row').nth(1);
    await expect.element(firstRow).toHaveTextContent(`${best}%`);
    const pairCount = (n * (n - 1)) / 2;
    await expect
      .element(screen.getByText(`Showing 1–20 of ${pairCount.toLocaleString('en-US')} pairs, highest overlap first`))
      .toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await expect
      .element(screen.getByText(`Showing 21–40 of ${pairCount.toLocaleString('en-US')} pairs, highest overlap first`))
      .toBeVisible();
    await userEvent.fill(screen.getByRole('searchbox', { name: 'Search pairs' }), 'global administrator');
    const withGa = result.roles.filter((r) => r.name.toLowerCase().includes('global administrator')).length;
    await expect
      .element(screen.getByText(new RegExp(`of ${withGa * (n - 1) - (withGa * (withGa - 1)) / 2} pairs`)))
      .toBeVisible();
    const rowButton = screen.getByRole('table').getByRole('button').first();
    const label = rowButton.element().textContent!;
    expect(label).toContain('Global Administrator');
    await userEvent.click(rowButton);
    const drawer = page.getByRole('dialog', { name: 'Overlap Details' });
    await expect.element(drawer.getByText(label.replace(' × ', ' and '))).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await expect.element(rowButton).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
  });

  it('draws the cells of a role that lists no permissions as "none", announces "no permissions" and keys it in the legend', async () => {
    // 31 roles (the canvas path), the two empty ones first so that selection order puts them in the top-left corner.
    const roles = await builtInRoles();
    // Two roles the shipped data lists with no permissions, found in it.
    const empty = roles
      .filter((r) => r.permissions.length === 0)
      .slice(0, 2)
      .map((r) => r.displayName);
    const rest = roles
      .filter((r) => r.permissions.length > 0 && r.displayName !== 'Global Reader')
      .map((r) => r.displayName);
    const { screen, result } = await renderMatrix([...empty, 'Global Reader', ...rest.slice(0, 28)]);
    expect(result.roles).toHaveLength(31);
    expect(result.emptyRoles).toEqual([0, 1]);
    await userEvent.click(screen.getByRole('radio', { name: 'Selection' }));
    const frame = screen.getByRole('application');
    (frame.element() as HTMLElement).focus();
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    const status = screen.getByRole('status');
    await expect
      .element(status)
      .toHaveTextContent(
        `${empty[0]} × ${empty[1]}: no permissions — Neither role lists any permissions in this dataset`,
      );
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(status).toHaveTextContent(announcement(result, 0, 2));
    await expect
      .element(status)
      .toHaveTextContent(
        `${empty[0]} × Global Reader: no permissions — ${empty[0]} lists no permissions in this dataset`,
      );
    await expect
      .element(page.getByRole('tooltip'))
      .toHaveTextContent(`${empty[0]} lists no permissions in this dataset`);
    await userEvent.keyboard('{ArrowDown}'); // (1, 2): Device Join × Global Reader
    await expect.element(status).toHaveTextContent(announcement(result, 1, 2));
    await expect
      .element(screen.getByRole('list', { name: 'Overlap colour key' }))
      .toHaveTextContent('“none”: the role lists no permissions in this dataset, so there is no overlap to measure');
    // On the canvas: the cells of the two empty rows are plain surface (white, unlike every band and the diagonal) with
    // text ink in the middle; cell (2, 4), two roles that list permissions, is filled with its band colour.
    const canvas = screen.container.querySelector('canvas')!;
    const g = canvasGeometry(31, (frame.element() as HTMLElement).clientWidth);
    const dpr = window.devicePixelRatio || 1;
    const pixel = (x: number, y: number) => {
      const [r, gr, b] = canvas.getContext('2d')!.getImageData(Math.round(x * dpr), Math.round(y * dpr), 1, 1).data;
      return `rgb(${r}, ${gr}, ${b})`;
    };
    const surface = 'rgb(255, 255, 255)';
    const corner = (row: number, col: number) =>
      pixel(g.labelWidth + col * g.cell + 3, g.headerHeight + row * g.cell + 3);
    // (Cells away from the active one, (1, 2), whose focus ring covers its corners.)
    await expect.poll(() => corner(0, 3)).toBe(surface);
    expect(corner(1, 4)).toBe(surface);
    expect(Object.values(BAND_RGB)).not.toContain(surface);
    expect(corner(2, 4)).toBe(BAND_RGB[expectedBand(percentAt(result, 2, 4))]);
    let ink = 0;
    for (let dy = -4; dy < 4; dy++)
      for (let dx = -8; dx < 8; dx++)
        if (pixel(g.labelWidth + 3.5 * g.cell + dx, g.headerHeight + 0.5 * g.cell + dy) !== surface) ink++;
    expect(ink).toBeGreaterThan(10);
    // The table view says it in words.
    await userEvent.click(screen.getByRole('tab', { name: 'Table view' }));
    await userEvent.fill(screen.getByRole('searchbox', { name: 'Search pairs' }), `${empty[0]}`);
    const row = screen.getByRole('row', { name: new RegExp(`${empty[0]} × Global Reader`) });
    await expect.element(row).toHaveTextContent('no permissions');
    await expect.element(row).toHaveTextContent(`${empty[0]} lists no permissions in this dataset`);
    expect(row.element().textContent).not.toMatch(/%/);
    expect(await axeViolations()).toEqual([]);
  });

  it('has no axe violations on the canvas view', async () => {
    const { screen } = await renderMatrix('all');
    await expect.element(screen.getByRole('application')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});
