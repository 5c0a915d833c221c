// The XLSX export's cells on the real dataset, and formula-like text neutralised as the CSV does; the workbook is
// written with write-excel-file and read back with read-excel-file (Node builds of the libraries the app loads).
import { describe, expect, it } from 'vitest';
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { pairStats } from '@engine/analyze';
import { RoleEngine } from '@engine/engine';
import { toEngineRoles } from '../../../../../src/data/engine-input';
import { comparisonSheets, STATEMENT_ROWS, XLSX_SHEETS } from '../../../../../src/features/compare/export-xlsx';
import type { ExportMeta } from '../../../../../src/features/compare/export-report';
import { role, shippedRole, shippedRoles } from '../../../helpers';

const GENERATED = '2026-11-23T19:40:00.000Z';

function shippedEngine() {
  const roles = shippedRoles().filter((r) => r.builtIn);
  const engine = new RoleEngine();
  engine.load(toEngineRoles(roles), roles[0].datasetDate!);
  return { engine, datasetDate: roles[0].datasetDate! };
}

/** The plain value of a cell of the sheet data (a cell object's value, or the value itself). */
const valueOf = (cell: unknown) =>
  cell !== null && typeof cell === 'object' && 'value' in cell ? (cell as { value: unknown }).value : cell;

async function readBack(sheets: ReturnType<typeof comparisonSheets>) {
  const buffer = await writeXlsxFile(sheets).toBuffer();
  const read = await readXlsxFile(buffer);
  return new Map(read.map((s) => [s.sheet, s.data]));
}

describe('comparisonSheets', () => {
  const { engine, datasetDate } = shippedEngine();
  const ids = ['global-reader', 'user-administrator', 'helpdesk-administrator'].map((s) => shippedRole(s).templateId);
  const result = engine.analyze(ids, { inherit: true, wildcards: false });
  const meta: ExportMeta = { datasetDate, generatedAt: GENERATED };

  it('has one sheet per tab, each opening with the statement (selection, view, dataset, generated, custom roles)', () => {
    const sheets = comparisonSheets(result, meta);
    expect(sheets.map((s) => s.sheet)).toEqual(['Summary', 'Matrix', 'Common', 'All', 'Unique', 'Redundancy']);
    for (const sheet of sheets) {
      const statement = sheet.data.slice(0, STATEMENT_ROWS - 1).map((row) => row.map(valueOf));
      expect(statement).toEqual([
        ['Selection', 'Global Reader, User Administrator, Helpdesk Administrator'],
        ['View', 'Listed + Inherited'],
        ['Dataset', `Dataset of ${datasetDate} (Microsoft Graph export)`],
        ['Generated', '2026-11-23 19:40 UTC'],
        ['Custom roles', 'none (built-in roles only)'],
      ]);
    }
  });

  it('written and read back, every cell matches the engine: matrix percents, common, all and unique lists', async () => {
    const book = await readBack(comparisonSheets(result, meta));
    expect([...book.keys()]).toEqual([...XLSX_SHEETS]);
    const table = (name: string) => book.get(name)!.slice(STATEMENT_ROWS);
    const n = result.roles.length;
    const matrix = table('Matrix');
    expect(matrix[0].slice(1)).toEqual(result.roles.map((r) => r.name));
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) expect(matrix[i + 1][j + 1], `${i},${j}`).toBe(pairStats(result, i, j).percent);
    const common = table('Common')
      .slice(1)
      .map((row) => row[0]);
    expect(common).toEqual(result.actions.filter((_, p) => result.isCommon[p] === 1));
    expect(common).toHaveLength(result.intersectionCount);
    const all = table('All').slice(1);
    expect(all.map((row) => row[0])).toEqual(result.actions);
    const unique = table('Unique')
      .slice(1)
      .filter((row) => row[1] !== '(none)');
    const expectedUnique = result.actions.flatMap((action, p) =>
      result.uniqueTo[p] >= 0 ? [[result.roles[result.uniqueTo[p]].name, action]] : [],
    );
    expect(new Set(unique.map((row) => `${row[0]}|${row[1]}`))).toEqual(
      new Set(expectedUnique.map(([r, a]) => `${r}|${a}`)),
    );
    const summary = table('Summary');
    expect(summary[1].slice(0, 2)).toEqual(['Roles compared', n]);
    expect(summary[2].slice(0, 2)).toEqual(['Total unique permissions (union)', result.unionCount]);
    expect(summary[3].slice(0, 2)).toEqual(['Common to all roles', result.intersectionCount]);
    expect(summary[4].slice(0, 2)).toEqual(['Minimal role set', result.minimalSet.length]);
    const redundancy = table('Redundancy');
    expect(redundancy.flat()).toEqual(expect.arrayContaining(result.minimalSetNames));
  });

  it('states the as-of snapshot when the roles are those of a snapshot', () => {
    const sheets = comparisonSheets(result, {
      datasetDate: '2024-03-04',
      asOf: { date: '2024-03-05', snapshot: '2024-03-04' },
      generatedAt: GENERATED,
    });
    expect(sheets[0].data[2].map(valueOf)).toEqual([
      'Snapshot',
      'Roles as of 2024-03-05: snapshot of 2024-03-04 (Microsoft Graph export)',
    ]);
  });
});

describe('formula-like text in the XLSX', () => {
  // Hand-made roles: the dataset has no name or action a spreadsheet would run, which is the point here.
  const engine = new RoleEngine();
  engine.load(
    [
      role('=HYPERLINK("http://x","y")', ['@evil/action/run', 'n/shared/read']),
      role('+Plus', ['-minus/action/run', 'n/shared/read']),
      role('Plain', ['\tTab/action', 'n/shared/read']),
    ],
    '2026-05-04',
  );
  const result = engine.analyze(['=hyperlink("http://x","y")', '+plus', 'plain'], { inherit: false, wildcards: false });

  it('stores every text cell as text, prefixed with the CSV’s quote, and reads back unchanged (never a formula)', async () => {
    expect(result.roles).toHaveLength(3);
    const sheets = comparisonSheets(result, { datasetDate: '2026-05-04', generatedAt: GENERATED });
    for (const sheet of sheets)
      for (const row of sheet.data)
        for (const cell of row) {
          const value = valueOf(cell);
          if (typeof value === 'string') expect(value, `${sheet.sheet}: ${value}`).not.toMatch(/^[=+\-@\t\r\n]/);
          if (cell && typeof cell === 'object' && 'type' in cell) expect(cell.type).not.toBe('Formula');
        }
    const book = await readBack(sheets);
    const cells = [...book.values()].flat(2).filter((v): v is string => typeof v === 'string');
    expect(cells).toContain(`'=HYPERLINK("http://x","y")`);
    expect(cells).toContain(`'+Plus`);
    expect(cells).toContain(`'@evil/action/run`);
    expect(cells).toContain(`'-minus/action/run`);
    expect(cells).toContain(`'\tTab/action`);
    expect(cells.some((v) => /^[=+\-@\t]/.test(v))).toBe(false);
  });
});
