/** The pool's period: the calendar month in UTC, `YYYY-MM`. */
export function currentPeriod(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}
