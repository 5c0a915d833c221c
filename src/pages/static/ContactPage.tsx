import { Link } from 'wouter';
import { useDocumentMeta } from '../../app/use-document-meta';
import { page } from '../../styles/shared.css';
import * as styles from './StaticPage.css';

const SUPPORT_EMAIL = 'support@roleprism.app';
const FEEDBACK_EMAIL = 'feedback@roleprism.app';

export function ContactPage() {
  useDocumentMeta(
    'Contact',
    'Contact RolePrism: email support and feature requests, documentation and response times.',
  );
  return (
    <div className={page}>
      <article className={styles.article}>
        <h1 className={styles.title}>Contact</h1>
        <p className={styles.lead}>Questions, problems or ideas for RolePrism? Write to us.</p>

        <ul className={styles.channels}>
          <li className={styles.channel}>
            <h2 className={styles.channelTitle}>Support</h2>
            <p>Something not working, or a question about a result?</p>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </li>
          <li className={styles.channel}>
            <h2 className={styles.channelTitle}>Feature requests</h2>
            <p>A role set, view or export you would like to see?</p>
            <a href={`mailto:${FEEDBACK_EMAIL}`}>{FEEDBACK_EMAIL}</a>
          </li>
          <li className={styles.channel}>
            <h2 className={styles.channelTitle}>Documentation</h2>
            <p>How RolePrism reads role definitions and how to use it.</p>
            <Link href="/docs">Read the docs</Link>
          </li>
        </ul>

        <section className={styles.section} aria-labelledby="contact-times">
          <h2 id="contact-times" className={styles.heading}>
            Response times
          </h2>
          <dl className={styles.times}>
            <dt className={styles.timeLabel}>General questions</dt>
            <dd className={styles.timeValue}>24-48h</dd>
            <dt className={styles.timeLabel}>Technical issues</dt>
            <dd className={styles.timeValue}>24h</dd>
            <dt className={styles.timeLabel}>Feature suggestions</dt>
            <dd className={styles.timeValue}>reviewed monthly</dd>
          </dl>
        </section>
      </article>
    </div>
  );
}
