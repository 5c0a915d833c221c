import { useId, type ReactNode } from 'react';
import { actionOfKey } from '@engine/permission-grammar';
import type { Permission } from '../../../data/role-model';
import { PrivilegeBadges } from '../../../components/role-card/PrivilegeBadges';
import * as styles from './Report.css';

interface ActionListSectionProps {
  heading: string;
  lead: ReactNode;
  /** Permission keys: the action, or "action [$Condition]". */
  keys: readonly string[];
  /** The dataset's labels by action; an action it lacks shows no badges. */
  labels: ReadonlyMap<string, Permission>;
  none: string;
}

/** A titled list of the role's permission keys, each with its description, privileged label and tier when known. */
export function ActionListSection({ heading, lead, keys, labels, none }: ActionListSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading} ({keys.length})
      </h2>
      <p className={styles.lead}>{lead}</p>
      {keys.length === 0 ? (
        <p className={styles.empty}>{none}</p>
      ) : (
        <ul className={styles.actionList} aria-labelledby={headingId}>
          {keys.map((key) => {
            const label = labels.get(actionOfKey(key));
            return (
              <li key={key}>
                <code>{key}</code> {label ? <PrivilegeBadges privileged={label.privileged} tier={label.tier} /> : null}
                {label && label.description !== label.action ? (
                  <span className={styles.aside}> {label.description}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
