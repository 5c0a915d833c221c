// Where the takeover picture puts each role that reaches Global Administrator: one column per number of steps, the
// target on the right, and an arrow from each role to the next role of its shortest chain.
import type { RoleGraphEdge, RoleGraphNode, TakeoverGraph } from '@engine/takeover/role-graph';

export const NODE_WIDTH = 232;
export const NODE_HEIGHT = 52;
const COLUMN_GAP = 120;
const ROW_GAP = 16;
const MARGIN = 12;
/** Characters of a name on one line of a node (two lines at most; a longer name is cut with an ellipsis). */
const LINE_CHARACTERS = 28;

/** A role placed in the picture. */
export interface PlacedNode {
  node: RoleGraphNode & { steps: number };
  x: number;
  y: number;
  lines: string[];
}

/** An arrow from one placed role to the next role of its shortest chain. */
export interface PlacedArrow {
  from: PlacedNode;
  to: PlacedNode;
  kind: RoleGraphEdge['kind'];
}

export interface GraphLayout {
  width: number;
  height: number;
  /** Column by column, fewest steps last (the target is the rightmost column). */
  nodes: PlacedNode[];
  arrows: PlacedArrow[];
  /** Each column's steps and left edge, most steps first. */
  columns: { steps: number; x: number }[];
}

/** The roles that reach the target, fewest steps first, by name within a number of steps. */
export function reachingRoles(graph: TakeoverGraph): (RoleGraphNode & { steps: number })[] {
  return graph.roles
    .filter((role): role is RoleGraphNode & { steps: number } => role.steps !== null)
    .sort((a, b) => a.steps - b.steps || a.name.localeCompare(b.name, 'en'));
}

/** A name in at most two lines of about LINE_CHARACTERS, broken between words. */
export function nameLines(name: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of name.split(' ')) {
    if (line && line.length + 1 + word.length > LINE_CHARACTERS) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  if (lines.length <= 2) return lines;
  const second = lines.slice(1).join(' ');
  return [lines[0], `${second.slice(0, LINE_CHARACTERS - 1)}…`];
}

/** The picture's geometry: columns by steps (the most steps on the left), each column centred vertically. */
export function layoutGraph(graph: TakeoverGraph): GraphLayout {
  const reaching = reachingRoles(graph);
  const maxSteps = reaching.reduce((max, role) => Math.max(max, role.steps), 0);
  const columns: (RoleGraphNode & { steps: number })[][] = Array.from({ length: maxSteps + 1 }, () => []);
  for (const role of reaching) columns[role.steps].push(role);
  const tallest = Math.max(1, ...columns.map((c) => c.length));
  const height = MARGIN * 2 + tallest * NODE_HEIGHT + (tallest - 1) * ROW_GAP;
  const width = MARGIN * 2 + (maxSteps + 1) * NODE_WIDTH + maxSteps * COLUMN_GAP;
  const columnX = (steps: number) => MARGIN + (maxSteps - steps) * (NODE_WIDTH + COLUMN_GAP);
  const byId = new Map<string, PlacedNode>();
  const nodes: PlacedNode[] = [];
  for (let steps = maxSteps; steps >= 0; steps--) {
    const column = columns[steps];
    const columnHeight = column.length * NODE_HEIGHT + (column.length - 1) * ROW_GAP;
    const top = (height - columnHeight) / 2;
    const x = columnX(steps);
    column.forEach((node, row) => {
      const placed = { node, x, y: top + row * (NODE_HEIGHT + ROW_GAP), lines: nameLines(node.name) };
      byId.set(node.templateId, placed);
      nodes.push(placed);
    });
  }
  const arrows = nodes.flatMap((placed): PlacedArrow[] => {
    const first = placed.node.chain[0];
    const to = first ? byId.get(first.to) : undefined;
    return first && to ? [{ from: placed, to, kind: first.kind }] : [];
  });
  const placedColumns = columns.map((_, steps) => ({ steps, x: columnX(steps) })).reverse();
  return { width, height, nodes, arrows, columns: placedColumns };
}
