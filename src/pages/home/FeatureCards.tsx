import { Link } from 'wouter';
import * as styles from './FeatureCards.css';

/** The three feature cards of the home page: what RolePrism actually shows. */
const FEATURES = [
  {
    icon: '◐',
    title: 'Overlap analysis',
    text:
      'An overlap matrix gives the similarity of every pair of roles: shared permissions divided by all distinct permissions of the pair. See the ' +
      'permissions common to all roles and unique to one, which role is completely contained in another, and the smallest set of roles with the same coverage. ' +
      'A role that lists no permissions in the dataset is flagged: it is only trivially contained, and its matrix cells read "no permissions", not 0%.',
  },
  {
    icon: '⚠',
    title: 'Risk assessment',
    text:
      "Every role and every permission shows Microsoft's own privileged flag (preview) and its tier in the EntraOps tier model (Tier 0 control plane, " +
      'Tier 1 management plane, Tier 2 user access). The two sources disagree for some roles, so you see both. Each pair gets a plain verdict such as ' +
      "'B grants N permissions that A does not (k privileged)'.",
    links: [
      { href: '/permissions', label: 'Which roles grant a permission?' },
      { href: '/finder', label: 'Least-privilege finder' },
      { href: '/assignments', label: "Who holds too much: review your tenant's assignments" },
    ],
  },
  {
    icon: '✓',
    title: 'Compliance ready',
    text:
      'Export a comparison as a CSV file, generated in your browser: each permission, the roles that hold it, whether it is common to all and which role ' +
      'it is unique to, a row for each selected role that lists no permissions, and the permission view and dataset date it was computed from.',
  },
] as const satisfies readonly {
  icon: string;
  title: string;
  text: string;
  links?: readonly { href: string; label: string }[];
}[];

export function FeatureCards() {
  return (
    <section aria-labelledby="home-features-heading" className={styles.section}>
      <h2 id="home-features-heading" className={styles.heading}>
        What RolePrism shows you
      </h2>
      <ul className={styles.cards}>
        {FEATURES.map((feature) => (
          <li key={feature.title} className={styles.card}>
            <span className={styles.icon} aria-hidden="true">
              {feature.icon}
            </span>
            <h3 className={styles.title}>{feature.title}</h3>
            <p className={styles.text}>{feature.text}</p>
            {'links' in feature ? (
              <ul className={styles.links}>
                {feature.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
