import { AppLink } from '../../components/app-link/AppLink';
import { button } from '../../styles/shared.css';
import * as styles from './CustomRolePage.css';

/** No imported role has the id after '#': imported roles live only in the page, so a reload or a new tab loses them. */
export function CustomRoleGone({ id, builtIn }: { id: string; builtIn?: { name: string; slug: string } }) {
  if (builtIn)
    return (
      <section className={styles.state}>
        <h1 className={styles.title}>{builtIn.name} is a built-in role</h1>
        <p>This page shows imported custom roles. Built-in roles have their own page.</p>
        <p>
          <AppLink href={`/roles/${builtIn.slug}`} className={button({ tone: 'primary' })}>
            Open {builtIn.name}
          </AppLink>
        </p>
      </section>
    );
  return (
    <section className={styles.state}>
      <h1 className={styles.title}>Custom role not found</h1>
      {id ? (
        <p>
          No imported custom role in this page has the id <code>{id}</code>.
        </p>
      ) : (
        <p>This address names no custom role: the role&apos;s id goes after the # in the address.</p>
      )}
      <p>
        Imported custom roles live only in this page&apos;s memory, never on a server: a reload, a new tab or a link
        opened elsewhere starts without them, unless you ticked &quot;keep for this tab&quot; when you imported them.
        Import the role definitions again to see this role.
      </p>
      <p>
        <AppLink href="/simulator" className={button({ tone: 'primary' })}>
          Import roles in the simulator
        </AppLink>
      </p>
    </section>
  );
}
