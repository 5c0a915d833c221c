// Previous / 'Page n of m' / Next, for a table shown a page at a time (the caller's <nav> holds them).
import { button } from '../../styles/shared.css';

interface PageButtonsProps {
  /** The page shown, from 0. */
  current: number;
  pages: number;
  onPage: (page: number) => void;
}

export function PageButtons({ current, pages, onPage }: PageButtonsProps) {
  return (
    <>
      <button
        type="button"
        className={button({ tone: 'secondary', size: 'sm' })}
        disabled={current === 0}
        onClick={() => onPage(current - 1)}
      >
        Previous page
      </button>
      <span aria-live="polite">
        Page {current + 1} of {pages}
      </span>
      <button
        type="button"
        className={button({ tone: 'secondary', size: 'sm' })}
        disabled={current >= pages - 1}
        onClick={() => onPage(current + 1)}
      >
        Next page
      </button>
    </>
  );
}
