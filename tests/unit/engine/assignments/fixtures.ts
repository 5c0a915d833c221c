// Shared by the assignment tests: the fixture files as the page hands them over, and an engine with the shipped roles.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RoleEngine } from '@engine/engine';
import type { AssignmentFileInput } from '@engine/assignments/assignment-model';
import { builtInReference, parseRoleDefinitions, type CustomRole } from '../../../../src/data/custom-roles';
import { toEngineRoles } from '../../../../src/data/engine-input';
import { shippedRoles } from '../../helpers';

export const FIXTURES = resolve(import.meta.dirname, '../../../fixtures/assignments');
const HISTORY = resolve(import.meta.dirname, '../../../../public/data/history.json');
const TAKEOVER = resolve(import.meta.dirname, '../../../../public/data/takeover.json');
const CUSTOM_ROLES = resolve(import.meta.dirname, '../../../fixtures/custom-roles/graph-beta.json');

export const GLOBAL_ADMINISTRATOR = '62e90394-69f5-4237-9190-012177145e10';
export const USER_ADMINISTRATOR = 'fe930be7-5e62-47db-91af-98c3a49a38b1';
export const EFFECTIVE = { inherit: true, wildcards: true };

/** A fixture file as the page hands it over: its name and bytes. */
export function fixture(name: string): AssignmentFileInput {
  return { name, bytes: new Uint8Array(readFileSync(resolve(FIXTURES, name))) };
}

/** A fixture file's JSON, read here (a leading byte-order mark dropped), to derive what the reader must give. */
export function fixtureJson(name: string) {
  return JSON.parse(readFileSync(resolve(FIXTURES, name), 'utf8').replace(/^\uFEFF/, ''));
}

/** A file made in the test, from text (UTF-8). */
export function textFile(name: string, text: string): AssignmentFileInput {
  return { name, bytes: new TextEncoder().encode(text) };
}

export function datasetDate(): string {
  return shippedRoles().find((r) => r.datasetDate)?.datasetDate ?? '';
}

/** The custom roles of tests/fixtures/custom-roles/graph-beta.json (Helpdesk Lite), as the import makes them. */
export function customRoles(): CustomRole[] {
  const result = parseRoleDefinitions(readFileSync(CUSTOM_ROLES, 'utf8'), builtInReference(shippedRoles()));
  if ('error' in result) throw new Error(result.error.message);
  return result.roles;
}

/** The shipped takeover data (public/data/takeover.json), as the CLI loads it. */
export function shippedTakeover() {
  return JSON.parse(readFileSync(TAKEOVER, 'utf8'));
}

/**
 * The shipped roles (and `custom`) loaded in an engine, with the takeover data as the CLI loads it (unless `takeover`
 * is false); with `history`, the role history too (former names).
 */
export function engineWith({
  custom = [],
  history = false,
  takeover = true,
}: { custom?: CustomRole[]; history?: boolean; takeover?: boolean } = {}) {
  const engine = new RoleEngine();
  engine.load(toEngineRoles([...shippedRoles(), ...custom]), datasetDate());
  if (history) engine.loadHistory(JSON.parse(readFileSync(HISTORY, 'utf8')));
  if (takeover) engine.loadTakeover(shippedTakeover());
  return engine;
}
