// Previous / 'Page n of m' / Next, for a table shown a page at a time (the caller's <nav> holds them). At the first or
// last page a button is marked disabled (aria-disabled) but keeps its focus: pressing Next onto the last page leaves
// the keyboard where it was, not on the page's body (in a dialog, out of it).
import { button } from '../../styles/shared.css';

interface PageButtonsProps {
  /** The page shown, from 0. */
  current: number;
  pages: number;
  onPage: (page: number) => void;
}

export function PageButtons({ current, pages, onPage }: PageButtonsProps) {
  const step = (to: number, allowed: boolean) => (
    <button
      type="button"
      className={button({ tone: 'secondary', size: 'sm' })}
      aria-disabled={!allowed}
      onClick={() => {
        if (allowed) onPage(to);
      }}
    >
      {to < current ? 'Previous page' : 'Next page'}
    </button>
  );
  return (
    <>
      {step(current - 1, current > 0)}
      <span aria-live="polite">
        Page {current + 1} of {pages}
      </span>
      {step(current + 1, current < pages - 1)}
    </>
  );
}
