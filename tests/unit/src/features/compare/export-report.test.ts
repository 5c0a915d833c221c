// The JSON export is the CLI's --json object (same builder) plus customRoles and generatedAt, on the real dataset.
import { describe, expect, it } from 'vitest';
import { RoleEngine } from '@engine/engine';
import { toEngineRoles } from '../../../../../src/data/engine-input';
import { comparisonJson, exportFileName } from '../../../../../src/features/compare/export-report';
import { runCli } from '../../../../../scripts/analyze';
import { shippedRole, shippedRoles } from '../../../helpers';

describe('comparisonJson', () => {
  it('deep-equals what `npm run analyze -- --json` prints for the same roles and view, plus the statement fields', () => {
    const roles = shippedRoles().filter((r) => r.builtIn);
    const datasetDate = roles[0].datasetDate!;
    const engine = new RoleEngine();
    engine.load(toEngineRoles(roles), datasetDate);
    const chosen = ['global-administrator', 'security-reader', 'directory-readers'].map(shippedRole);
    const view = { inherit: true, wildcards: true };
    const result = engine.analyze(
      chosen.map((r) => r.templateId),
      view,
    );
    const generatedAt = '2026-11-23T19:40:00.000Z';
    const { customRoles, generatedAt: at, ...rest } = comparisonJson(result, chosen, { datasetDate, generatedAt });
    const cli = JSON.parse(runCli(['--json', '--inherit', '--wildcards', ...chosen.map((r) => r.slug)]));
    expect(rest).toEqual(cli);
    expect(Object.keys(rest)).toEqual(Object.keys(cli));
    expect(customRoles).toBe(false);
    expect(at).toBe(generatedAt);
    expect(rest.roles.map((r) => r.slug)).toEqual(['global-administrator', 'security-reader', 'directory-readers']);
  });

  it('names the file by format, and by snapshot for an as-of comparison', () => {
    expect(exportFileName('xlsx', undefined)).toBe('role-comparison.xlsx');
    expect(exportFileName('md', { date: '2024-03-05', snapshot: '2024-03-04' })).toBe(
      'role-comparison-as-of-2024-03-04.md',
    );
  });
});
