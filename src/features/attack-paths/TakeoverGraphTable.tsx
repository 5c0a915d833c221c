import type { TakeoverGraph } from '@engine/takeover/role-graph';
import { chainSteps } from './chain-text';
import { reachingRoles } from './graph-layout';
import { RoleRefLink } from './RoleRefLink';
import * as styles from './TakeoverGraphTable.css';

/** The graph's roles as a table: each role that reaches the target, its fewest steps and its shortest chain. */
export function TakeoverGraphTable({ graph }: { graph: TakeoverGraph }) {
  const roles = reachingRoles(graph);
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Roles that reach {graph.target.name}: the fewest steps to it, and a shortest chain
        </caption>
        <thead>
          <tr>
            <th scope="col">Role</th>
            <th scope="col">Steps</th>
            <th scope="col">Shortest chain</th>
          </tr>
        </thead>
        <tbody>
          {roles.map((role) => (
            <tr key={role.templateId}>
              <th scope="row">
                <RoleRefLink role={role} />
                {role.builtIn ? null : <span className={styles.custom}> (custom, imported)</span>}
              </th>
              <td className={styles.steps}>{role.steps}</td>
              <td>
                {role.steps === 0 ? (
                  'The target: holding it is 0 steps.'
                ) : (
                  <ol className={styles.chain}>
                    {chainSteps(role, graph).map((step, i) => (
                      <li key={i}>
                        A holder of {step.from} {step.text}.
                      </li>
                    ))}
                  </ol>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
