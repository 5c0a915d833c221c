import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import * as styles from './Header.css';

/** Header navigation of spec section 2; active link by exact path match. */
export const NAV_LINKS = [
  { href: '/simulator', label: 'Simulator' },
  { href: '/catalog', label: 'Role Catalog' },
  { href: '/assignments', label: 'Assignment review' },
  { href: '/docs', label: 'Docs' },
] as const;

/**
 * The spec hides the navigation on small screens; phones get a disclosure button instead
 * (the WAI-ARIA disclosure navigation pattern, kept out of heavy libraries so first paint stays small).
 */
export function Header() {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setMenuOpen(false), [location]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label="RolePrism home">
          <span aria-hidden="true" className={styles.logoMark}>
            ◎
          </span>
          RolePrism
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">☰</span> Menu
        </button>
        <nav aria-label="Main" id={menuId} className={styles.nav} data-open={menuOpen ? 'true' : 'false'}>
          <ul className={styles.navList}>
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={styles.navLink}
                  aria-current={location === link.href ? 'page' : undefined}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
