// Whether a --database value names PostgreSQL: apart from engine.ts so that the command line can
// check it without loading either database driver.
export function isPostgresUrl(value: string): boolean {
  return /^postgres(ql)?:\/\//i.test(value);
}
