-- Objects added to schema public later start closed to the API roles: no table, sequence or function is granted to anon
-- or authenticated until a migration grants it on purpose, as 20260504000300 does for the RolePrism tables.
-- Supabase's defaults grant ALL on every new object in public to both, for objects created by postgres (migrations,
-- the SQL editor) and by supabase_admin (the platform). Default privileges belong to the creating role, so each is
-- changed where this session may (a superuser may for any role; on hosted Supabase postgres may not for supabase_admin).
-- Functions stay executable through PUBLIC, PostgreSQL's own default; they run as their caller (security invoker).

do $$
declare
  creator name;
begin
  for creator in
    select rolname from pg_roles
    where rolname in (current_user, 'postgres', 'supabase_admin') and pg_has_role(current_user, oid, 'MEMBER')
  loop
    execute format('alter default privileges for role %I in schema public revoke all on tables from anon, authenticated', creator);
    execute format('alter default privileges for role %I in schema public revoke all on sequences from anon, authenticated', creator);
    execute format('alter default privileges for role %I in schema public revoke all on functions from anon, authenticated', creator);
  end loop;
end
$$;
