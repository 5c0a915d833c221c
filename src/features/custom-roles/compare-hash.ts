// The custom part of a comparison's address, after the '#' (which browsers never send to a server): custom=<ids>, and in
// a share link roles=<the definitions, packed>. The built-in ids stay in ?ids=.
import { useEffect } from 'react';
import { atom, useAtom } from 'jotai';
import { countText, MAX_LINK_IDS } from '../../app/input-limits';
import type { Role } from '../../data/role-model';
import { resolveRoleIds } from '../../data/role-lookup';
import { useWindowHash } from './report/use-location-hash';

/** What the part after '#' of a comparison's address holds. */
export interface CustomHash {
  /** Custom role template ids, in comparison order (distinct, the first MAX_LINK_IDS). */
  ids: string[];
  /** The packed definitions of a share link; null in an ordinary address. */
  packedRoles: string | null;
}

let lastRead: { hash: string; read: CustomHash } | null = null;

/**
 * Reads '#custom=a,b&roles=…' (a leading '#' or none); anything else in the hash is no custom part. The last hash read
 * is remembered: a comparison's render reads the same (up to 200 ids, and packed definitions) several times.
 */
export function readCustomHash(hash: string): CustomHash {
  if (lastRead?.hash === hash) return lastRead.read;
  const read = parseCustomHash(hash);
  lastRead = { hash, read };
  return read;
}

function parseCustomHash(hash: string): CustomHash {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const ids = (params.get('custom') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  const packed = params.get('roles')?.trim();
  return { ids: [...new Set(ids)].slice(0, MAX_LINK_IDS), packedRoles: packed ? packed : null };
}

/** '#custom=a,b' (and '&roles=…' when packed roles are given); '' without custom ids. */
export function customHashText(ids: readonly string[], packedRoles?: string): string {
  if (ids.length === 0) return '';
  const roles = packedRoles ? `&roles=${packedRoles}` : '';
  return `#custom=${ids.map(encodeURIComponent).join(',')}${roles}`;
}

/** A comparison of a built-in role with a custom role: the custom id after '#' (`#custom=`), never in the query. */
export function compareWithCustomPath(builtInTemplateId: string, customTemplateId: string, viewSuffix = ''): string {
  return `/compare?ids=${encodeURIComponent(builtInTemplateId)}${viewSuffix}${customHashText([customTemplateId])}`;
}

/** What a comparison says of custom ids the link names but this page has not imported. */
export function notImportedText(count: number): string {
  return `${countText(count)} custom ${count === 1 ? 'role of this address is' : 'roles of this address are'} not imported in this tab (custom roles stay in the page that imported them): import the file again to compare ${count === 1 ? 'it' : 'them'}.`;
}

/** Sets the hash of the address in place (no history entry, no request, no navigation). */
export function replaceHash(hash: string): void {
  if (location.hash === hash) return;
  history.replaceState(history.state, '', hash === '' ? `${location.pathname}${location.search}` : hash);
}

/** The custom ids of the comparison last opened, by its built-in ids: a tab or view change drops the hash, not them. */
const rememberedAtom = atom<{ builtInKey: string; ids: string[] } | null>(null);

/** Remembers the custom ids of the comparison about to open (the simulator's 'Compare Now'). */
export const compareCustomIdsAtom = atom(null, (_get, set, builtInKey: string, ids: string[]) =>
  set(rememberedAtom, { builtInKey, ids }),
);

/**
 * The custom ids of the comparison of `builtInKey` (its ?ids=, comma-joined): from the hash, else those remembered for
 * the same built-in ids; the hash is written back when a navigation dropped it, so a reload keeps them.
 */
export function useComparedCustomIds(builtInKey: string): CustomHash {
  const hash = useWindowHash();
  const fromHash = readCustomHash(hash);
  const [remembered, remember] = useAtom(rememberedAtom);
  const ids =
    fromHash.ids.length > 0 ? fromHash.ids : remembered?.builtInKey === builtInKey ? remembered.ids : fromHash.ids;
  const idsKey = ids.join(',');
  useEffect(() => {
    if (idsKey === '') return;
    const list = idsKey.split(',');
    remember((current) =>
      current?.builtInKey === builtInKey && current.ids.join(',') === idsKey ? current : { builtInKey, ids: list },
    );
    // Run again on every change of the hash: a navigation of this page (a tab, the view) drops it.
    if (readCustomHash(hash).ids.length === 0) replaceHash(customHashText(list));
  }, [builtInKey, idsKey, remember, hash]);
  return { ids, packedRoles: fromHash.packedRoles };
}

/**
 * The roles a comparison asks for: the built-in ones the worker found for the query's ids, then the custom ids (the
 * hash's) among the roles imported in this page; unknown built-in ids are named, custom ones not imported are counted.
 */
export function resolveComparison<B extends Pick<Role, 'templateId'>, C extends Pick<Role, 'templateId'>>(
  builtIn: { known: readonly B[]; unknownIds: readonly string[] },
  customIds: readonly string[],
  imported: readonly C[],
): { known: (B | C)[]; unknownIds: string[]; notImported: number } {
  const custom = resolveRoleIds([...customIds], imported);
  return {
    known: [...builtIn.known, ...custom.known],
    unknownIds: [...builtIn.unknownIds],
    notImported: custom.unknownIds.length,
  };
}
