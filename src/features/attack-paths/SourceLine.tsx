import type { FactSource } from '@engine/takeover/role-takeover';

/** "<title>, <date>[, <licence>]", the title a link to the source when it has an address. */
export function SourceLine({ source, licence }: { source: FactSource; licence?: string }) {
  return (
    <>
      {source.url ? (
        <a href={source.url} rel="noopener noreferrer">
          {source.title}
        </a>
      ) : (
        source.title
      )}
      , {source.date}
      {licence ? `, ${licence}` : ''}
    </>
  );
}
