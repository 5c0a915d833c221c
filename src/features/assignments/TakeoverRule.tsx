import { TAKEOVER_RULE } from '@engine/takeover/takeover-rule';
import { usePrinting } from '../../app/use-printing';
import * as styles from './Review.css';

type RuleBlock =
  | { kind: 'p'; text: string }
  | { kind: 'ol'; items: { text: string; points: string[] }[] }
  | { kind: 'ul'; items: string[] };

/** The rule's lines as blocks: paragraphs, its four numbered edges (each with its indented points), a bulleted list. */
function ruleBlocks(rule: string): RuleBlock[] {
  const blocks: RuleBlock[] = [];
  for (const line of rule.split('\n')) {
    const last = blocks[blocks.length - 1];
    const numbered = /^\d\. (.*)$/.exec(line);
    const point = /^ {3}- (.*)$/.exec(line);
    const bullet = /^- (.*)$/.exec(line);
    if (numbered) {
      const item = { text: numbered[1], points: [] as string[] };
      if (last?.kind === 'ol') last.items.push(item);
      else blocks.push({ kind: 'ol', items: [item] });
    } else if (point && last?.kind === 'ol') last.items[last.items.length - 1].points.push(point[1]);
    else if (bullet) {
      if (last?.kind === 'ul') last.items.push(bullet[1]);
      else blocks.push({ kind: 'ul', items: [bullet[1]] });
    } else blocks.push({ kind: 'p', text: line });
  }
  return blocks;
}

/** The takeover rule of issue 39, word for word (the engine's text: the CLI and the Markdown export state the same). */
export function TakeoverRule() {
  // On paper the rule is printed in full, open or not on screen.
  const printing = usePrinting();
  return (
    <details className={styles.rule} open={printing || undefined}>
      <summary className={styles.ruleSummary}>The takeover rule (who can reach Global Administrator)</summary>
      {ruleBlocks(TAKEOVER_RULE).map((block, b) =>
        block.kind === 'p' ? (
          <p key={b}>{block.text}</p>
        ) : block.kind === 'ol' ? (
          <ol key={b} className={styles.ruleList}>
            {block.items.map((item) => (
              <li key={item.text}>
                {item.text}
                {item.points.length > 0 ? (
                  <ul className={styles.ruleList}>
                    {item.points.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        ) : (
          <ul key={b} className={styles.ruleList}>
            {block.items.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ),
      )}
    </details>
  );
}
