// Loads the role dataset: the bundled static file (the backend client is added in src/data/supabase-*.ts).
import { toRoles, type Role } from './role-model';

/** The static dataset, relative to the deployment's base path. */
export const DATASET_URL = `${import.meta.env.BASE_URL}data/roles_with_permissions.json`;

/** GETs and parses the bundled file; a missing file or a body that is not JSON is an error. */
export async function fetchStaticRows(signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(DATASET_URL, { signal });
  if (!response.ok) throw new Error(`Failed to load roles data (HTTP ${response.status})`);
  try {
    return await response.json();
  } catch {
    throw new Error('Failed to load roles data: the file is not valid JSON');
  }
}

/** Every role of the dataset in the client model, sorted by display name. */
export async function loadRoles(signal?: AbortSignal): Promise<Role[]> {
  return toRoles(await fetchStaticRows(signal));
}
