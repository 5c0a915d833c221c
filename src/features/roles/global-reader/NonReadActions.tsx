import type { GlobalReaderGuideModel } from '../../../../workers/global-reader-page';
import { AppLink } from '../../../components/app-link/AppLink';
import { permissionPath } from '../../permissions/permission-index';
import * as styles from './NonReadActions.css';

/** The actions Global Reader lists whose verb is not a read (the worker picks them), with Microsoft's description of each. */
export function NonReadActions({ guide }: { guide: GlobalReaderGuideModel }) {
  const { displayName } = guide.reader.role;
  const { listedCount, nonReadActions: others } = guide;
  if (others.length === 0) return <p>Every action {displayName} lists is a read.</p>;
  return (
    <>
      <p>
        Of the {listedCount} actions {displayName} lists, {listedCount - others.length} are reads. Only{' '}
        {others.length === 1 ? 'this one uses' : `these ${others.length} use`} another verb:
      </p>
      <ul className={styles.list}>
        {others.map((p) => (
          <li key={`${p.action} ${p.condition ?? ''}`}>
            <AppLink href={permissionPath(p.action)} className={styles.action}>
              {p.action}
            </AppLink>
            {p.description !== p.action ? <span className={styles.description}> — {p.description}</span> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
