// Every question the worker exposes (each public RoleEngine method) answers with data it owns: handing its typed arrays over detaches nothing the engine keeps.
import { describe, expect, it } from 'vitest';
import { RoleEngine } from '@engine/engine';
import type { PermissionView } from '@engine/catalog';
import { transferList } from '../../workers/transfer-list';
import { toEngineRoles } from '../../src/data/engine-input';
import { shippedRoles, dataPath } from './helpers';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ASSIGNMENTS = resolve(import.meta.dirname, '../fixtures/assignments');
const assignmentFile = (name: string) => ({ name, bytes: new Uint8Array(readFileSync(resolve(ASSIGNMENTS, name))) });

const HISTORY = JSON.parse(readFileSync(dataPath('public/data/history.json'), 'utf8'));
const TAKEOVER = JSON.parse(readFileSync(dataPath('public/data/takeover.json'), 'utf8'));
/** Methods that load data into the engine rather than ask it something. */
type Loader = 'load' | 'loadHistory' | 'loadTakeover';

const EFFECTIVE: PermissionView = { inherit: true, wildcards: true };

function loadedEngine(): RoleEngine {
  const engine = new RoleEngine();
  const roles = shippedRoles();
  engine.load(toEngineRoles(roles), roles[0].datasetDate ?? '');
  engine.loadHistory(HISTORY);
  engine.loadTakeover(TAKEOVER);
  return engine;
}

const ids = shippedRoles().map((r) => r.templateId);
const [first, second] = ids;

/** One sample question per method; a method missing here fails the first test, so a new question gets checked too. */
const QUESTIONS: { [M in Exclude<keyof RoleEngine, Loader>]: Parameters<RoleEngine[M]> } = {
  analyze: [ids.slice(0, 10), EFFECTIVE, { asOf: '2024-11-04' }],
  quickStats: [ids, EFFECTIVE],
  pairedQuickStats: [first, ids.slice(1, 20), EFFECTIVE],
  pairDetail: [first, second, EFFECTIVE, { asOf: '2024-11-04' }],
  csv: [ids.slice(0, 3), EFFECTIVE, { asOf: '2024-11-04' }],
  explainRole: [first, EFFECTIVE],
  rolesGranting: [['microsoft.directory/users/password/update'], EFFECTIVE],
  leastPrivilege: [
    ['microsoft.directory/users/password/update', 'microsoft.directory/groups/members/update'],
    EFFECTIVE,
  ],
  customRoleReport: [first, EFFECTIVE, ['microsoft.directory/users/password/update']],
  permissionCounts: [EFFECTIVE],
  snapshotOn: ['2025-01-01'],
  historyDiff: ['2023-06-18', '2026-05-04'],
  historyTimeline: [{ privilegedOnly: true }],
  roleHistory: [first],
  permissionHistory: ['microsoft.directory/users/password/update'],
  datasetOn: ['2024-11-04'],
  rolesAsOf: ['2024-11-04'],
  readAssignments: [[assignmentFile('graph-pages-rule-cases.json'), assignmentFile('plain.csv')]],
  assignmentCsvColumns: [assignmentFile('unknown-headers.csv')],
  reviewAssignments: [[assignmentFile('graph-pages-rule-cases.json'), assignmentFile('pim-export.csv')]],
  principalPermissions: [[first, second], EFFECTIVE],
  roleTakeover: ['62e90394-69f5-4237-9190-012177145e10'],
  takeoverGraph: [],
  attackPaths: [],
  attackPath: ['entra-credential-reset'],
};

type Ask = (engine: RoleEngine) => unknown;
const asks: [string, Ask][] = [
  ...Object.entries(QUESTIONS).map(([method, args]): [string, Ask] => [
    method,
    (engine) => (engine[method as keyof typeof QUESTIONS] as (...a: unknown[]) => unknown).apply(engine, args),
  ]),
  // The questions asked as of a date above, asked of today's dataset too.
  ['analyze (today)', (engine) => engine.analyze(ids, EFFECTIVE)],
  ['pairDetail (today)', (engine) => engine.pairDetail(first, second, EFFECTIVE)],
  ['csv (today)', (engine) => engine.csv(ids.slice(0, 5), EFFECTIVE)],
];

describe('engine answers cross the worker boundary by transfer', () => {
  it('has a sample question for every public method', () => {
    const methods = Object.getOwnPropertyNames(RoleEngine.prototype).filter(
      (name) =>
        name !== 'constructor' &&
        name !== 'load' &&
        name !== 'loadHistory' &&
        name !== 'loadTakeover' &&
        typeof Object.getOwnPropertyDescriptor(RoleEngine.prototype, name)?.value === 'function',
    );
    expect(methods.sort()).toEqual(Object.keys(QUESTIONS).sort());
  });

  it.each(asks)(
    '%s: asked again after its answer was handed over, it answers the same as a fresh engine',
    (_method, ask) => {
      const engine = loadedEngine();
      const answer = ask(engine);
      const buffers = transferList(answer);
      structuredClone(answer, { transfer: buffers });
      for (const buffer of buffers) expect(buffer.byteLength).toBe(0); // detached: what the engine kept must not share them
      expect(ask(engine)).toEqual(ask(loadedEngine()));
    },
  );

  it('finds every typed array of an analysis, each buffer once', () => {
    const result = loadedEngine().analyze(ids, EFFECTIVE);
    const { sparse, pattern, dense } = result.pairShared;
    const arrays = [
      result.holderOffsets,
      result.holderList,
      result.isCommon,
      result.uniqueTo,
      sparse,
      pattern,
      dense,
      result.similarityOrder,
      result.subsetPairs,
    ];
    expect(new Set(transferList(result))).toEqual(new Set(arrays.map((a) => a.buffer)));
    expect(transferList({ a: pattern, b: pattern.subarray(1) })).toEqual([pattern.buffer]);
    expect(transferList(['text', 1, null, { nested: [pattern] }])).toEqual([pattern.buffer]);
  });
});
