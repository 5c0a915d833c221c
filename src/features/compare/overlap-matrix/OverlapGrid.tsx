import { useCallback, useId, useRef, type KeyboardEvent } from 'react';
import { Tooltip, useStoreState, useTooltipStore } from '@ariakit/react';
import { isEmptyRole } from '@engine/analyze';
import {
  moveCell,
  NO_PERMISSIONS,
  pairDetails,
  pairFacts,
  type MatrixCell,
  type MatrixViewProps,
} from './matrix-model';
import { OverlapPairButton } from './OverlapPairButton';
import { TOOLTIP_OPEN_MS, TOOLTIP_SKIP_MS } from './tooltip-timing';
import * as styles from './OverlapGrid.css';
import * as tooltipStyles from './tooltip.css';

function cellOf(element: HTMLElement | null | undefined): MatrixCell | null {
  if (!element || element.dataset.row === undefined) return null;
  return { row: Number(element.dataset.row), col: Number(element.dataset.col) };
}

/** The matrix for small selections: an upper-triangular ARIA grid with one tab stop and arrow-key moves. */
export function OverlapGrid({ result, order, active, instructionsId, onActiveChange, onOpen }: MatrixViewProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const idBase = useId();
  const tooltip = useTooltipStore({ showTimeout: TOOLTIP_OPEN_MS, skipTimeout: TOOLTIP_SKIP_MS });
  const tooltipCell = cellOf(useStoreState(tooltip, 'anchorElement'));
  // The bubble mounts only while shown: mounting it with the grid would only slow the first render.
  const tooltipMounted = useStoreState(tooltip, 'mounted');
  const tooltipFacts =
    tooltipCell && tooltipCell.col < order.length
      ? pairFacts(result, order[tooltipCell.row], order[tooltipCell.col])
      : null;
  const n = order.length;

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableElement>) => {
      const from = cellOf(event.target as HTMLElement);
      if (!from) return;
      const next = moveCell(from, event.key, n, event.ctrlKey || event.metaKey);
      if (!next) return;
      event.preventDefault();
      onActiveChange(next);
      tableRef.current?.querySelector<HTMLElement>(`[data-row="${next.row}"][data-col="${next.col}"]`)?.focus();
    },
    [n, onActiveChange],
  );

  return (
    <div className={styles.frame}>
      <table
        ref={tableRef}
        role="grid"
        className={styles.table}
        aria-label="Overlap matrix"
        aria-describedby={instructionsId}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            <td className={styles.corner} />
            {order.map((s) => (
              <th key={s} scope="col" className={styles.columnHeader}>
                <span className={styles.columnName} title={result.roles[s].name}>
                  {result.roles[s].name}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.map((s, row) => (
            <tr key={s}>
              <th scope="row" className={styles.rowHeader}>
                {result.roles[s].name}
              </th>
              {order.map((t, col) => {
                if (col < row) return <td key={t} className={styles.emptyCell} />;
                if (col === row) {
                  return (
                    <td key={t} className={styles.diagonalCell}>
                      <span className={styles.diagonalPercent}>{isEmptyRole(result, s) ? NO_PERMISSIONS : '100%'}</span>
                      <span className={styles.diagonalCaption}>Same role</span>
                    </td>
                  );
                }
                return (
                  <OverlapPairButton
                    key={t}
                    result={result}
                    a={s}
                    b={t}
                    row={row}
                    col={col}
                    active={active.row === row && active.col === col}
                    descriptionId={`${idBase}-${row}-${col}`}
                    tooltip={tooltip}
                    onFocusCell={onActiveChange}
                    onOpen={onOpen}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {tooltipMounted ? (
        <Tooltip store={tooltip} className={tooltipStyles.tooltip}>
          {tooltipFacts ? pairDetails(tooltipFacts) : null}
        </Tooltip>
      ) : null}
    </div>
  );
}
