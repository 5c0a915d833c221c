import { parseAction } from '@engine/permission-grammar';
import type { PermissionEntry } from './permission-index';
import * as styles from './PermissionFacts.css';

/** An action's description, Microsoft's privileged label, EntraOps tier and its parsed grammar (semantics.md, "Grammar"). */
export function PermissionFacts({ entry }: { entry: PermissionEntry }) {
  const parsed = parseAction(entry.action);
  return (
    <div className={styles.facts}>
      {entry.description !== entry.action ? <p className={styles.description}>{entry.description}</p> : null}
      <dl className={styles.list}>
        <div className={styles.item}>
          <dt className={styles.term}>Microsoft privileged label (preview)</dt>
          <dd className={styles.value}>{entry.privileged ? 'Privileged' : 'Not labelled privileged'}</dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.term}>EntraOps tier</dt>
          <dd className={styles.value}>{entry.tier !== null ? `Tier ${entry.tier}` : 'Unclassified'}</dd>
        </div>
        {parsed ? (
          <>
            <div className={styles.item}>
              <dt className={styles.term}>Namespace</dt>
              <dd className={styles.value}>
                <code>{parsed.namespace}</code>
              </dd>
            </div>
            <div className={styles.item}>
              <dt className={styles.term}>Entity</dt>
              <dd className={styles.value}>
                <code>{parsed.entity.join('/')}</code>
              </dd>
            </div>
            <div className={styles.item}>
              <dt className={styles.term}>Property set</dt>
              <dd className={styles.value}>
                {parsed.propertySet ? <code>{parsed.propertySet}</code> : 'None (entity/verb form)'}
              </dd>
            </div>
            <div className={styles.item}>
              <dt className={styles.term}>Verb</dt>
              <dd className={styles.value}>
                <code>{parsed.verb}</code>
              </dd>
            </div>
          </>
        ) : (
          <div className={styles.item}>
            <dt className={styles.term}>Grammar</dt>
            <dd className={styles.value}>
              This action does not follow the namespace/entity/verb grammar, so it only matches itself.
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
