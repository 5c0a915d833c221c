// A role's way to Global Administrator in words: the graph nodes' accessible names and the table's chains say the same.
import { plural } from '@engine/plural';
import type { RoleGraphNode, TakeoverGraph } from '@engine/takeover/role-graph';
import { KIND_LABEL, stepText } from './path-labels';

/** "Privileged Role Administrator: 1 step to Global Administrator (assign)"; the target says it is the target. */
export function nodeLabel(node: RoleGraphNode & { steps: number }, target: string): string {
  if (node.steps === 0) return `${node.name}: the target, 0 steps`;
  const kinds = node.chain.map((edge) => KIND_LABEL[edge.kind]).join(', then ');
  return `${node.name}: ${plural(node.steps, 'step')} to ${target} (${kinds})`;
}

/** The steps of a node's shortest chain as sentences, each naming the role it reaches (by the graph's names). */
export function chainSteps(node: RoleGraphNode, graph: TakeoverGraph): { from: string; text: string }[] {
  const nameOf = new Map(graph.roles.map((role) => [role.templateId, role.name]));
  return node.chain.map((edge) => ({
    from: nameOf.get(edge.from) ?? edge.from,
    text: stepText(edge, nameOf.get(edge.to) ?? edge.to),
  }));
}
