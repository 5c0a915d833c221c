import type { ReactNode } from 'react';
import { useEmbed } from '../../app/embed';
import { Footer } from './Footer';
import { Header } from './Header';
import { UpdatePrompt } from '../update-prompt/UpdatePrompt';
import * as styles from './Layout.css';

/** Header, main and footer on every page; embed mode (embed=1 on the tool pages) keeps only main. */
export function Layout({ children }: { children: ReactNode }) {
  const embed = useEmbed();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <UpdatePrompt />
      {embed ? null : <Header />}
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {embed ? null : <Footer />}
    </div>
  );
}
