-- RolePrism schema: built-in directory roles, their permissions and inheritance (spec sections 3 and 7).
-- Plain PostgreSQL 15+ and Supabase alike; safe to apply more than once.

create table if not exists public.roles (
  id text primary key check (id <> ''),
  display_name text not null check (display_name <> ''),
  template_id text unique,
  description text,
  is_builtin boolean not null,
  is_privileged boolean not null default false,
  tier smallint check (tier between 0 and 2),
  notes text[] not null default '{}',
  dataset_date date,
  dataset_source text
);

comment on table public.roles is 'Directory role definitions (Microsoft Graph roleDefinitions), one row per role. Loaded by supabase/seed.sql.';
comment on column public.roles.id is 'Graph role definition id; equals template_id for built-in roles.';
comment on column public.roles.is_privileged is 'Microsoft''s isPrivileged flag (Graph beta, preview).';
comment on column public.roles.tier is 'EntraOps Enterprise Access Model tier: 0 ControlPlane, 1 ManagementPlane, 2 UserAccess; null when unclassified.';
comment on column public.roles.notes is 'Power that the action strings do not show.';

create table if not exists public.permissions (
  action text primary key check (action <> ''),
  friendly_description text,
  is_privileged boolean not null default false,
  tier smallint check (tier between 0 and 2)
);

comment on table public.permissions is 'Resource actions (microsoft.directory/users/delete ...) with their documented description.';

create table if not exists public.role_permissions (
  role_id text not null references public.roles (id) on delete cascade,
  action text not null references public.permissions (action) on update cascade,
  condition text check (condition <> ''),
  constraint role_permissions_grant_key unique nulls not distinct (role_id, action, condition)
);

comment on table public.role_permissions is 'Grants: a role allows an action, unconditionally (condition null) or under a Graph condition such as $ResourceIsSelf.';

create index if not exists role_permissions_action_idx on public.role_permissions (action);

create table if not exists public.role_inheritance (
  role_id text not null references public.roles (id) on delete cascade,
  parent_role_id text not null references public.roles (id) on delete cascade,
  position smallint not null default 0,
  primary key (role_id, parent_role_id),
  check (role_id <> parent_role_id)
);

comment on table public.role_inheritance is 'Graph inheritsPermissionsFrom: role_id also has every permission of parent_role_id.';

create index if not exists role_inheritance_parent_idx on public.role_inheritance (parent_role_id);

-- PostgREST computed field: `select=...,inherits_from` returns the parents in Graph order,
-- so the backend answer has the same shape as the static file (src/data/rows.ts).
create or replace function public.inherits_from(r public.roles)
returns text[]
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(array_agg(ri.parent_role_id order by ri.position, ri.parent_role_id), '{}')
  from public.role_inheritance ri
  where ri.role_id = r.id
$$;

comment on function public.inherits_from(public.roles) is 'Ids of the roles this role inherits permissions from (PostgREST computed field).';
