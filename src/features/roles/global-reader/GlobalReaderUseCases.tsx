import * as styles from './GlobalReaderGuide.css';

/** When Global Reader is the right assignment, and when a narrower role is. */
export function GlobalReaderUseCases() {
  return (
    <section className={styles.section} aria-labelledby="gr-use-cases">
      <h2 id="gr-use-cases" className={styles.heading}>
        Common use cases
      </h2>
      <ul className={styles.list}>
        <li>
          <strong>Audits and compliance reviews.</strong> Auditors see tenant-wide configuration, role assignments and
          logs without any way to change them.
        </li>
        <li>
          <strong>Day-to-day work for administrators.</strong> Admins read with Global Reader and activate a write role
          in Privileged Identity Management only for the change itself.
        </li>
        <li>
          <strong>Security and incident investigations.</strong> Analysts check Conditional Access, sign-ins, app
          consents and risky users across the tenant.
        </li>
        <li>
          <strong>Assessments by partners and consultants.</strong> A time-bound Global Reader assignment lets an
          outside reviewer see everything and touch nothing.
        </li>
        <li>
          <strong>Not for automation.</strong> Scripts and reporting apps are better served by narrowly scoped Microsoft
          Graph application permissions than by a tenant-wide reader role.
        </li>
      </ul>
    </section>
  );
}
