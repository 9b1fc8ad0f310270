/**
 * SQL for a user's idle session timeout in minutes (their security.sessionTimeout setting,
 * 30 by default), given the user id column to read it for.
 */
export function sessionTimeoutSql(userIdColumn: string): string {
  return `coalesce((select (us.settings -> 'security' ->> 'sessionTimeout')::int
    from user_settings us where us.user_id = ${userIdColumn}), 30)`
}
