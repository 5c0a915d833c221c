// How the attack-path pages word the source's severities, tiers and services, and the takeover edges' kinds.
import type { RoleGraphEdge } from '@engine/takeover/role-graph';

/** The badge tone of a severity (Critical, High, Medium, as the source grades them). */
export function severityTone(severity: string): 'danger' | 'warning' | 'neutral' {
  return severity === 'Critical' ? 'danger' : severity === 'High' ? 'warning' : 'neutral';
}

/** The source's target tier in words: "ControlPlane" reads "Control plane". */
export function tierLabel(tier: string): string {
  const words = tier.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The source's service names: only EntraID (directory roles and actions) is what the dataset can check. */
export function serviceLabel(service: string): string {
  return service === 'EntraID' ? 'Entra ID' : service === 'DeviceManagement' ? 'Intune (DeviceManagement)' : service;
}

/** An edge's kind, in the rule's words. */
export const KIND_LABEL: Readonly<Record<RoleGraphEdge['kind'], string>> = {
  reset: 'reset',
  assign: 'assign',
  'app-credentials': 'app credentials',
  'join-group': 'join group',
};

/** One step of a chain in a sentence: what a holder of `from` does to reach a holder of `to` (named by the caller). */
export function stepText(edge: Pick<RoleGraphEdge, 'kind'>, toName: string): string {
  switch (edge.kind) {
    case 'reset':
      return `resets the password of a user who holds ${toName}`;
    case 'assign':
      return `assigns ${toName} to anyone`;
    case 'app-credentials':
      return `adds a credential to a service principal that holds ${toName}`;
    case 'join-group':
      return `joins a role-assignable group that holds ${toName}`;
  }
}
