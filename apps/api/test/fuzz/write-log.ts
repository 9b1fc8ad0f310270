/**
 * What a request stored, seen by the database itself: a trigger on every table of the shop writes
 * one line per inserted, deleted or really changed row (with the changed columns) into write_log.
 * Only for test databases: the fuzz suites install it on their own database before they start.
 */

export type Execute = (sql: string) => Promise<Record<string, unknown>[]>

export interface Write {
  table: string
  operation: 'INSERT' | 'UPDATE' | 'DELETE'
  /** For an update, the columns whose value changed. */
  columns: string[]
}

const INSTALL = `
create table if not exists write_log (
  id bigserial primary key,
  table_name text not null,
  operation text not null,
  columns text[] not null default '{}'
);
create or replace function log_write() returns trigger language plpgsql as $$
declare changed text[] := '{}';
begin
  if tg_op = 'UPDATE' then
    select coalesce(array_agg(n.key order by n.key), '{}') into changed
      from jsonb_each(to_jsonb(new)) n
      where n.value is distinct from to_jsonb(old) -> n.key;
    if changed = '{}' then return null; end if;
  end if;
  insert into write_log (table_name, operation, columns) values (tg_table_name, tg_op, changed);
  return null;
end $$;
do $$
declare t text;
begin
  for t in select tablename from pg_tables
    where schemaname = 'public' and tablename not in ('write_log', 'mikro_orm_migrations')
  loop
    execute format('drop trigger if exists log_write on %I', t);
    execute format(
      'create trigger log_write after insert or update or delete on %I for each row execute function log_write()',
      t);
  end loop;
end $$;
`

/**
 * The access check's own record of a signed-in request (when its session and its user were last
 * seen): written by refused requests too, and changing nothing the request asked for. And the
 * mail sender's progress through mails queued earlier, which runs beside every request.
 */
const BOOKKEEPING: Record<string, string[]> = {
  session: ['last_used_at'],
  app_user: ['last_seen_at'],
  mail_outbox: ['attempts', 'claimed_until', 'last_error', 'next_attempt_at', 'sent_at', 'status'],
}

function isBookkeeping(write: Write): boolean {
  const allowed = BOOKKEEPING[write.table]
  return (
    write.operation === 'UPDATE' &&
    Boolean(allowed) &&
    write.columns.every((column) => allowed.includes(column))
  )
}

export class WriteLog {
  private constructor(private readonly execute: Execute) {}

  /** Puts the trigger on every table of the database, and starts with an empty log. */
  static async install(execute: Execute): Promise<WriteLog> {
    await execute(INSTALL)
    const log = new WriteLog(execute)
    await log.take()
    return log
  }

  /** The writes since the last call, less the access check's bookkeeping; forgets them. */
  async take(): Promise<Write[]> {
    const rows = await this.execute(
      'delete from write_log returning id, table_name, operation, columns',
    )
    return rows
      .sort((a, b) => Number(a.id) - Number(b.id))
      .map((row) => ({
        table: String(row.table_name),
        operation: row.operation as Write['operation'],
        columns: row.columns as string[],
      }))
      .filter((write) => !isBookkeeping(write))
  }
}

export function describeWrites(writes: Write[]): string {
  return writes
    .map(({ table, operation, columns }) =>
      operation === 'UPDATE'
        ? `${operation} ${table}(${columns.join(', ')})`
        : `${operation} ${table}`,
    )
    .join(', ')
}
