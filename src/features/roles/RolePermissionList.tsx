import { scrollList } from '../../styles/shared.css';
import { usePaintedStages } from '../compare/use-painted-stages';
import { permissionPath } from '../permissions/permission-index';
import { ExplainedPermissionItem } from './ExplainedPermissionItem';
import { useInAppLinks } from './in-app-links';
import type { RolePermissionRow } from './role-permission-rows';
import * as styles from './RolePermissionsSection.css';

/**
 * Rows added per painted frame while the list fills: a few hundred rows committed at once are one long task of style
 * and layout; 50 keep each task short. Only the first appearance fills in stages (mount the list anew for new rows):
 * later filtering shows every match at once.
 */
const ROWS_PER_STAGE = 50;

interface RolePermissionListProps {
  rows: readonly RolePermissionRow[];
  /** The id of the section heading that names the list. */
  labelledBy: string;
}

/** The permission rows, in order, each linked to its action's page; it scrolls on its own. */
export function RolePermissionList({ rows, labelledBy }: RolePermissionListProps) {
  const links = useInAppLinks();
  const shownRows = usePaintedStages(Math.ceil(rows.length / ROWS_PER_STAGE)) * ROWS_PER_STAGE;
  const shown = shownRows < rows.length ? rows.slice(0, shownRows) : rows;
  return (
    // The list scrolls, so it takes focus: keyboard users can scroll it too. It is busy until every row is in. The click
    // handler only routes clicks on its links in the app (each link is focusable and works by keyboard on its own).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <ul
      className={`${scrollList.permissions} ${styles.list}`}
      aria-labelledby={labelledBy}
      aria-busy={shown.length < rows.length}
      tabIndex={0}
      onClick={links.onClick}
    >
      {shown.map((row) => {
        const path = permissionPath(row.action);
        return <ExplainedPermissionItem key={row.key} row={row} path={path} href={links.hrefOf(path)} />;
      })}
    </ul>
  );
}
