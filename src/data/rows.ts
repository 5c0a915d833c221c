// The stored shape of the role dataset: what the backend read returns and what the static fallback file holds.

/** EntraOps Enterprise Access Model tier: 0 ControlPlane, 1 ManagementPlane, 2 UserAccess. */
export type TierLevel = 0 | 1 | 2;

/** One permission row, nested under role_permissions exactly as the backend select returns it. */
export interface StoredPermission {
  action: string;
  friendly_description: string | null;
  /** Microsoft docs label the action "privileged" (preview). */
  is_privileged?: boolean;
  /** EntraOps tier of the action, null when unclassified. */
  tier?: TierLevel | null;
}

export interface StoredRolePermission {
  /** Graph condition of the grant ($ResourceIsSelf, $SubjectIsOwner), null when unconditional. */
  condition?: string | null;
  permissions: StoredPermission | null;
}

/** One role row with its nested permissions (spec section 7, plus the extra fields RolePrism uses). */
export interface StoredRoleRow {
  id: string;
  display_name: string;
  template_id: string | null;
  description: string | null;
  is_builtin: boolean;
  /** Microsoft's isPrivileged flag from Graph beta (preview). */
  is_privileged?: boolean;
  /** EntraOps tier of the role, null when unclassified. */
  tier?: TierLevel | null;
  /** Template ids of the roles this role inherits permissions from. */
  inherits_from?: string[] | null;
  /** Notes on power that the action strings do not show. */
  notes?: string[] | null;
  /** Date of the Graph export the row was built from (YYYY-MM-DD). */
  dataset_date?: string | null;
  dataset_source?: string | null;
  /** Always a list, empty for a role with no grants: the adapter reports anything else as unreadable, never as none. */
  role_permissions: StoredRolePermission[];
}
