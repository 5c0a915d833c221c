// The finder's needed permissions, read from and written to the URL so every answer is a shareable link.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { atom, useAtom } from 'jotai';
import { useLocation, useSearchParams } from 'wouter';
import { READABLE_LINK_CHARS } from '../../app/input-limits';
import { usePermissionView } from '../../state/view';
import {
  finderLink,
  needReadingFromPacked,
  needReadingFromSearch,
  PACKED_NEED_PARAM,
  readableFinderLink,
  type FinderLink,
  type NeedReading,
} from './need-query';

/** The need part of a finder URL ("need=a,b" or "needz=…"), which identifies its list; null when there is none. */
function needKey(params: URLSearchParams): string | null {
  const readable = params.get('need');
  if (readable !== null) return `need=${readable}`;
  const packed = params.get(PACKED_NEED_PARAM);
  return packed === null ? null : `${PACKED_NEED_PARAM}=${packed}`;
}

type WrittenNeed = { key: string; need: string[]; reading: NeedReading | null };

/**
 * The list the finder last wrote into the URL, by the URL's need part: the URL then needs no reading, the page keeps
 * needs the link could not hold, and what a replaced link had left out is still said (also after leaving the page and
 * coming back to that link).
 */
const writtenNeedAtom = atom<WrittenNeed | null>(null);

/** The URL's need list: being unpacked, or read (with what its reading left out; `unreadable` for a damaged packed form). */
export type FinderNeedState =
  { state: 'reading' } | { state: 'read'; need: string[]; reading: NeedReading | null; unreadable: boolean };

const NONE: FinderNeedState = { state: 'read', need: [], reading: null, unreadable: false };

/** The packed list of the URL, unpacked off the render (it is async); null while it is being unpacked. */
function useUnpacked(packed: string | null): { reading: NeedReading | null } | null {
  const [unpacked, setUnpacked] = useState<{ packed: string; reading: NeedReading | null } | null>(null);
  useEffect(() => {
    if (packed === null) return;
    let live = true;
    void needReadingFromPacked(packed).then((reading) => live && setUnpacked({ packed, reading }));
    return () => {
      live = false;
    };
  }, [packed]);
  return unpacked && unpacked.packed === packed ? unpacked : null;
}

/** The need list of the URL as read (see FinderNeedState): the list written, when the URL holds the link written last. */
function useUrlNeed(params: URLSearchParams, written: WrittenNeed | null): FinderNeedState {
  const readable = written ? null : params.get('need');
  const packed = written || readable !== null ? null : params.get(PACKED_NEED_PARAM);
  const fromReadable = useMemo(
    () => (readable === null ? null : needReadingFromSearch(new URLSearchParams({ need: readable }))),
    [readable],
  );
  const unpacked = useUnpacked(packed);
  if (written) return { state: 'read', need: written.need, reading: written.reading, unreadable: false };
  if (fromReadable) return { state: 'read', need: fromReadable.need, reading: fromReadable, unreadable: false };
  if (packed === null) return NONE;
  if (unpacked)
    return {
      state: 'read',
      need: unpacked.reading?.need ?? [],
      reading: unpacked.reading,
      unreadable: unpacked.reading === null,
    };
  return { state: 'reading' };
}

/** The link asked for more than the finder reads, or is longer than the finder would write it. */
function isOversized(reading: NeedReading | null, params: URLSearchParams): boolean {
  if (!reading) return false;
  return (
    reading.overCap > 0 || reading.tooLong > 0 || reading.cut || (params.get('need')?.length ?? 0) > READABLE_LINK_CHARS
  );
}

/**
 * The need list of the URL and a setter that replaces the URL (keeping the view). An oversized link is replaced at
 * once by the link the finder writes for what it kept: a server accepts it on reload, and every part of the page that
 * reads the URL reads a short one.
 */
export function useFinderNeed(): [FinderNeedState, (next: string[]) => void] {
  const [params] = useSearchParams();
  const [view] = usePermissionView();
  const [, navigate] = useLocation();
  const [lastWritten, setWritten] = useAtom(writtenNeedAtom);
  const key = needKey(params);
  const written = key !== null && lastWritten?.key === key ? lastWritten : null;
  const state = useUrlNeed(params, written);

  // Only the last change writes the URL: packing is async, and an earlier one may finish later.
  const changes = useRef(0);
  const write = useCallback(
    (next: string[], reading: NeedReading | null) => {
      const change = ++changes.current;
      const go = (link: FinderLink) => {
        const linkKey = needKey(new URLSearchParams(link.path.split('?')[1]));
        setWritten(linkKey === null ? null : { key: linkKey, need: next, reading });
        navigate(link.path, { replace: true });
      };
      const short = readableFinderLink(next, view);
      if (short) return go(short);
      void finderLink(next, view).then((link) => change === changes.current && go(link));
    },
    [navigate, view, setWritten],
  );
  const setNeed = useCallback((next: string[]) => write(next, null), [write]);

  const oversized = !written && state.state === 'read' && isOversized(state.reading, params);
  useEffect(() => {
    if (oversized && state.state === 'read') write(state.need, state.reading);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per oversized link: the state then comes from the link written
  }, [oversized]);
  return [state, setNeed];
}
