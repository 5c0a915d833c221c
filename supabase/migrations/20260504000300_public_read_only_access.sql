-- Public, read-only access: the anon and authenticated API roles may SELECT and nothing else.
-- Supabase grants ALL on new tables to anon and authenticated by default, so every grant is reset here;
-- row-level security is the second lock (no policy allows INSERT, UPDATE or DELETE).

alter table public.roles enable row level security;
alter table public.permissions enable row level security;
alter table public.role_permissions enable row level security;
alter table public.role_inheritance enable row level security;

revoke all on table
  public.roles, public.permissions, public.role_permissions, public.role_inheritance, public.role_effective_permissions_v
  from public, anon, authenticated;
grant select on table
  public.roles, public.permissions, public.role_permissions, public.role_inheritance, public.role_effective_permissions_v
  to anon, authenticated;

revoke all on function public.inherits_from(public.roles) from public, anon, authenticated;
grant execute on function public.inherits_from(public.roles) to anon, authenticated;

drop policy if exists "Roles are public" on public.roles;
create policy "Roles are public" on public.roles for select to anon, authenticated using (true);

drop policy if exists "Permissions are public" on public.permissions;
create policy "Permissions are public" on public.permissions for select to anon, authenticated using (true);

drop policy if exists "Grants are public" on public.role_permissions;
create policy "Grants are public" on public.role_permissions for select to anon, authenticated using (true);

drop policy if exists "Inheritance is public" on public.role_inheritance;
create policy "Inheritance is public" on public.role_inheritance for select to anon, authenticated using (true);

-- Supabase's API caches the schema; ask it to reload (a no-op on plain PostgreSQL).
notify pgrst, 'reload schema';
