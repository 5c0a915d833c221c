// `npm run analyze -- --task ...` as a user runs it: a real process on the shipped dataset and tasks.json.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runAnalyze as analyze, shippedRoles, dataPath } from './helpers';

const roles = shippedRoles().filter((r) => r.builtIn);
const byName = (name: string) => roles.find((r) => r.displayName === name)!;
const tasksJson = JSON.parse(readFileSync(dataPath('public/data/tasks.json'), 'utf8'));

describe('npm run analyze -- --task', { timeout: 60_000 }, () => {
  it("prints the matching tasks as JSON with the roles' numbers from the dataset", () => {
    const { status, stdout, stderr } = analyze('--task', '--json', 'bitlocker');
    expect(status).toBe(0);
    expect(stderr).toBe('');
    const report = JSON.parse(stdout);
    expect(report.source).toEqual(tasksJson.source);
    expect(report.tasks.map((t: { task: string }) => t.task)).toEqual(['Read BitLocker keys']);
    const cloudDevice = byName('Cloud Device Administrator');
    expect(report.tasks[0].least).toEqual([
      {
        kind: 'role',
        name: 'Cloud Device Administrator',
        templateId: cloudDevice.templateId,
        inDataset: true,
        displayName: cloudDevice.displayName,
        slug: cloudDevice.slug,
        permissionCount: cloudDevice.permissions.length,
        privileged: cloudDevice.privileged,
        tier: cloudDevice.tier,
      },
    ]);
    expect(report.tasks[0].additional.map((p: { name: string }) => p.name)).toContain('Helpdesk Administrator');
    expect(report.tasks[0].notes).toEqual([
      `Microsoft lists Helpdesk Administrator as an additional role, yet in this dataset it lists fewer permissions (${byName('Helpdesk Administrator').permissions.length}) than Cloud Device Administrator (${cloudDevice.permissions.length} permissions).`,
    ]);
  });

  it('takes the words in any order and says which roles are needed together, missing or not directory roles', () => {
    const { status, stdout } = analyze('--task', 'diagnostic', 'sign-in', 'logs');
    expect(status).toBe(0);
    expect(stdout).toContain('Use sign-in diagnostic from the Sign-in logs');
    expect(stdout).toMatch(
      /Least privileged, all needed together: Reports Reader \(\d+ permissions, .*\) \+ Billing Administrator/,
    );
    const soc = analyze('--task', 'SOC', 'incident');
    // Microsoft's table names Entra SOC Identity Responder; the dataset has it since Graph listed it.
    const responder = roles.find((r) => r.displayName === 'Entra SOC Identity Responder');
    expect(soc.stdout).toContain(
      responder
        ? `Least privileged: Entra SOC Identity Responder (${responder.permissions.length} permissions, `
        : 'Least privileged: Entra SOC Identity Responder (not in this dataset)',
    );
    const hidden = analyze('--task', 'hidden', 'membership', 'read');
    expect(hidden.stdout).toContain('Group member (not a directory role)');
  });

  it('answers a query no task matches with an empty list (JSON) or a message (text), exit 0', () => {
    const json = analyze('--task', '--json', 'zebra');
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout).tasks).toEqual([]);
    const text = analyze('--task', 'zebra');
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('No task matches "zebra".');
  });

  it.each([
    [['--task'], 'Give the words to find after --task.'],
    [['--task', '--csv', 'bitlocker'], '--task takes only --json and the words to find.'],
    [['--task', '--need', 'bitlocker'], '--task takes only --json and the words to find.'],
    [['--task', '--asOf', '2024-01-01', 'bitlocker'], '--task takes no dates'],
  ])('rejects %j on stderr with exit 2 and nothing on stdout', (args, message) => {
    const { status, stdout, stderr } = analyze(...args);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
  });
});
