// How a role holds a permission, in words: 'Listed', 'Inherited from X', 'Covered by wildcard Y'.
import type { Provenance } from '@engine/explain';
import { splitPermissionKey } from './permission-index';

/** The provenance sentence for member `key` (an action or "action [$Condition]"). */
export function provenanceText(how: Provenance, key: string): string {
  if (how.kind === 'listed') return 'Listed';
  if (how.kind === 'inherited') return `Inherited from ${how.fromName}`;
  // The unconditioned grant of the same action covers its conditioned form: not a wildcard, so say what it is.
  const sameAction = how.via === splitPermissionKey(key).action;
  const covered = sameAction ? `Covered by the unconditioned grant ${how.via}` : `Covered by wildcard ${how.via}`;
  return how.viaInheritedFrom ? `${covered} (inherited from ${how.viaInheritedFrom})` : covered;
}
