// The refresh pull request's Markdown body, on diffs of the shipped role history (public/data/history.json).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RoleEngine } from '@engine/engine';
import type { HistoryDiff } from '@engine/history-diff';
import { refreshSummaryMarkdown } from '../../../../scripts/lib/refresh-summary';
import { dataPath } from '../../helpers';

const engine = new RoleEngine();
const { dates } = engine.loadHistory(JSON.parse(readFileSync(dataPath('public/data/history.json'), 'utf8')));

describe('refreshSummaryMarkdown on the shipped history', () => {
  it('lists a rename and the permissions each role gained and lost (2023-06-18 to 2023-09-20)', () => {
    const diff = engine.historyDiff('2023-06-18', '2023-09-20');
    const body = refreshSummaryMarkdown(diff);
    const gained = diff.roleChanges.reduce((n, c) => n + c.added.length, 0);
    const lost = diff.roleChanges.reduce((n, c) => n + c.removed.length, 0);
    expect(body).toContain('## Built-in role definitions: 2023-06-18 → 2023-09-20');
    expect(body).toContain(
      `**0 roles added, 0 removed, ${diff.roleChanges.length} changed**: ${gained} permissions gained and ${lost} lost`,
    );
    expect(body).toContain('### Roles renamed (1)\n\n- Power BI Administrator → Fabric Administrator\n');
    expect(body).toContain(
      '#### Fabric Administrator\n\n- renamed from Power BI Administrator\n- description changed\n',
    );
    expect(body.match(/^- gained `/gm)).toHaveLength(gained);
    expect(body.match(/^- lost `/gm)).toHaveLength(lost);
    expect(body).toContain('<details><summary>The change log as text</summary>');
    expect(body).toContain('npm run analyze -- --changes --from 2023-06-18 --to 2023-09-20');
  });

  it('lists roles added and removed and privileged-label changes over the whole history', () => {
    const diff = engine.historyDiff(dates[0], dates.at(-1));
    const body = refreshSummaryMarkdown(diff, { maxChars: Infinity });
    expect(body).toContain(`### Roles added (${diff.rolesAdded.length})`);
    for (const r of diff.rolesAdded) expect(body).toContain(`(\`${r.templateId}\`)`);
    const flagged = diff.roleChanges.filter((c) => c.privileged);
    expect(flagged.length).toBeGreaterThan(0);
    expect(body).toContain(`### Microsoft's privileged label changed (${flagged.length})`);
  });

  it('stays under the size limit: drops the text copy, then the last roles, and says how to see them', () => {
    const diff = engine.historyDiff(dates[0], dates.at(-1));
    const body = refreshSummaryMarkdown(diff, { maxChars: 20_000 });
    expect(body.length).toBeLessThanOrEqual(20_000);
    expect(body).not.toContain('<details>');
    expect(body).toMatch(
      new RegExp(`… and \\d+ more roles: run \`npm run analyze -- --changes --from ${dates[0]} --to ${dates.at(-1)}\``),
    );
  });

  it('says when the tests failed, with a link to the run', () => {
    const body = refreshSummaryMarkdown(engine.historyDiff(dates.at(-2), dates.at(-1)), {
      tests: 'failure',
      runUrl: 'https://github.com/o/r/actions/runs/1',
    });
    expect(body).toContain(
      '**The test command (`npm test`) did not pass on the new data (failure).** See the [workflow run](https://github.com/o/r/actions/runs/1).',
    );
  });

  it('shows names from Graph as text, not as Markdown or HTML (a hand-made diff: the data has no such name)', () => {
    const diff: HistoryDiff = {
      from: '2026-05-04',
      to: '2026-05-11',
      rolesAdded: [
        { templateId: 'x`y', name: '<img src=x onerror=alert(1)> **Admin** [link](http://e)', firstSeen: '2026-05-11' },
      ],
      rolesRemoved: [],
      roleChanges: [],
    };
    const body = refreshSummaryMarkdown(diff);
    expect(body).toContain(
      "- &lt;img src=x onerror=alert\\(1\\)&gt; \\*\\*Admin\\*\\* \\[link\\]\\(http://e\\) (`x'y`)",
    );
    // Inside the fenced text block the name is literal text; outside it, never raw HTML.
    expect(body.split('<details>')[0]).not.toContain('<img');
  });
});
