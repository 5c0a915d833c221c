import { useId } from 'react';
import type { TakeoverGraph } from '@engine/takeover/role-graph';
import { AppLink } from '../../components/app-link/AppLink';
import { nodeLabel } from './chain-text';
import { layoutGraph, NODE_HEIGHT, NODE_WIDTH, type PlacedArrow } from './graph-layout';
import { KIND_LABEL } from './path-labels';
import { namedRolePath } from './RoleRefLink';
import * as styles from './TakeoverGraphPicture.css';

const LINE_HEIGHT = 16;

function Arrow({ arrow, marker }: { arrow: PlacedArrow; marker: string }) {
  const x1 = arrow.from.x + NODE_WIDTH;
  const y1 = arrow.from.y + NODE_HEIGHT / 2;
  const x2 = arrow.to.x - 4;
  const y2 = arrow.to.y + NODE_HEIGHT / 2;
  const mid = (x1 + x2) / 2;
  return (
    <g>
      <path
        d={`M${x1},${y1} C${mid},${y1} ${mid},${y2} ${x2},${y2}`}
        className={styles.edge}
        markerEnd={`url(#${marker})`}
      />
      <text x={x1 + 8} y={y1 - 6} className={styles.edgeLabel}>
        {KIND_LABEL[arrow.kind]}
      </text>
    </g>
  );
}

/**
 * The roles that reach Global Administrator, in columns by their steps (the target on the right), with an arrow along
 * each role's first step. Each role is a link to its page, named with its steps and the kinds of its chain.
 */
export function TakeoverGraphPicture({ graph }: { graph: TakeoverGraph }) {
  const layout = layoutGraph(graph);
  const marker = `${useId()}-arrow`;
  const captionId = useId();
  const columnTitle = (steps: number) =>
    steps === 0 ? graph.target.name : `${steps} ${steps === 1 ? 'step' : 'steps'}`;
  const headerHeight = 24;
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        Roles whose holders can take over a holder of {graph.target.name}, in columns by the fewest steps (
        {graph.target.name} on the right). Each arrow is the first step of the role&apos;s shortest chain, named by its
        kind.
      </figcaption>
      {/* A region of its own that scrolls sideways on a narrow screen; a tab stop, so the keyboard can scroll it. */}
      <div className={styles.scroller} role="region" aria-label="Takeover graph, scrolls sideways" tabIndex={0}>
        <svg
          className={styles.svg}
          width={layout.width}
          height={layout.height + headerHeight}
          viewBox={`0 ${-headerHeight} ${layout.width} ${layout.height + headerHeight}`}
          role="group"
        >
          <defs>
            <marker id={marker} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto">
              <path d="M0,0 L10,5 L0,10 z" className={styles.arrowHead} />
            </marker>
          </defs>
          <g aria-hidden="true">
            {layout.columns.map(({ steps, x }) => (
              <text key={steps} x={x} y={-8} className={styles.columnTitle}>
                {columnTitle(steps)}
              </text>
            ))}
            {layout.arrows.map((arrow) => (
              <Arrow key={arrow.from.node.templateId} arrow={arrow} marker={marker} />
            ))}
          </g>
          {layout.nodes.map(({ node, x, y, lines }) => (
            <AppLink
              key={node.templateId}
              href={namedRolePath(node)}
              className={styles.node}
              aria-label={nodeLabel(node, graph.target.name)}
            >
              <rect
                x={x}
                y={y}
                width={NODE_WIDTH}
                height={NODE_HEIGHT}
                rx={8}
                className={node.steps === 0 ? styles.targetBox : styles.box}
              />
              <text
                x={x + 12}
                y={y + NODE_HEIGHT / 2 - ((lines.length - 1) * LINE_HEIGHT) / 2 + 5}
                className={styles.name}
              >
                {lines.map((line, i) => (
                  <tspan key={i} x={x + 12} dy={i === 0 ? 0 : LINE_HEIGHT}>
                    {/* The space keeps the link's text the name it shows, read as one line. */}
                    {i < lines.length - 1 ? `${line} ` : line}
                  </tspan>
                ))}
              </text>
            </AppLink>
          ))}
        </svg>
      </div>
    </figure>
  );
}
