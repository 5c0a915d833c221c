import type { AnalysisResult } from '../../../workers/engine/analyze';
import type { Role } from '../../data/role-model';
import { AppLink } from '../../components/app-link/AppLink';
import * as styles from './RoleChips.css';

/** One chip per compared role with its permission count in the analysed view, linking to the role's page. */
export function RoleChips({ result, selected }: { result: AnalysisResult; selected: Role[] }) {
  return (
    <ul className={styles.chips} aria-label="Compared roles">
      {result.roles.map((analysed, index) => (
        <li key={analysed.templateId}>
          <AppLink href={`/roles/${selected[index].slug}`} className={styles.chip}>
            {analysed.name}
            <span className={styles.count}>
              {analysed.permissionCount} {analysed.permissionCount === 1 ? 'permission' : 'permissions'}
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
