// What Lighthouse's simulation (Lantern) counted for a page's largest contentful paint: each request and main-thread
// task in its graph, with the simulated start and end. Lighthouse keeps the timings of its last simulations in
// memory; `npm run lighthouse -- --only …` writes this beside each full report. It is how we found that a page's LCP
// includes its entry script's download (reports/PERFORMANCE.md, 2026-11-28).
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

/** The simulation whose graph is printed: Lighthouse's LCP is the mean of the optimistic and pessimistic ones. */
const LABEL = 'pessimisticLargestContentfulPaint';

interface TraceEvent {
  name: string;
  dur?: number;
  args?: { data?: { url?: string } };
}

interface GraphNode {
  type: 'network' | 'cpu';
  id: string;
  request?: { url: string; priority: string };
  event?: TraceEvent;
  childEvents?: TraceEvent[];
  getDependencies(): GraphNode[];
}

interface NodeTiming {
  startTime: number;
  endTime: number;
}

function cpuLabel(node: GraphNode): string {
  const byName = new Map<string, number>();
  for (const e of node.childEvents ?? []) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  const top = [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(', ');
  const urls = new Set((node.childEvents ?? []).flatMap((e) => (e.args?.data?.url ? [e.args.data.url] : [])));
  const observed = ((node.event?.dur ?? 0) / 1000).toFixed(1);
  return `task ${observed} ms observed [${top}]${urls.size ? ` urls: ${[...urls].join(' ')}` : ''}`;
}

/** The last LCP simulation's graph, one line per node in order of simulated end: "start-end what". */
export function lcpGraphText(): string {
  const timings = (Lantern.Simulation.Simulator.allNodeTimings as Map<string, Map<GraphNode, NodeTiming>>).get(LABEL);
  if (!timings) return `(no ${LABEL} simulation was recorded)\n`;
  const rows = [...timings].sort((a, b) => a[1].endTime - b[1].endTime);
  return rows
    .map(([node, t]) => {
      const after = node.getDependencies().map((d) => (d.type === 'network' ? 'a request' : 'a task'));
      const what =
        node.type === 'network'
          ? `request ${node.request?.priority} ${node.request?.url}${after.length ? ` (after ${after.join(' and ')})` : ''}`
          : cpuLabel(node);
      return `${Math.round(t.startTime)}-${Math.round(t.endTime)} ms  ${what}\n`;
    })
    .join('');
}
