import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min, ValidateBy } from 'class-validator';
import { SvcError } from '@svc/errors';
import { TenantQuery } from './classifier-bodies.js';

/** `GET /billing`: the bounds of its answer. */
export const BILLING_LIMITS = {
  /** Ledger entries per page. */
  ledgerPageDefault: 50,
  ledgerPageMax: 200,
  /** The longest usage range, in days (both ends counted). */
  usageMaxDays: 92,
} as const;

/** A ledger page's cursor: the last entry's time (microseconds since the epoch) and id, `<micros>.<id>`; opaque to clients. */
export const LEDGER_CURSOR = /^\d{1,17}\.\d{1,19}$/;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Whether `value` is a day that exists, `YYYY-MM-DD` (`2026-02-30` is not). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DAY.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCFullYear() === Number(m[1]) && date.toISOString().slice(0, 10) === value;
}

/** A calendar day in UTC, `YYYY-MM-DD`. */
export const IsDay = (): PropertyDecorator =>
  ValidateBy({
    name: 'isDay',
    validator: { validate: (value: unknown) => isDay(value), defaultMessage: (args) => `${args?.property ?? 'value'} must be a date YYYY-MM-DD` },
  });

/** `GET /billing`: `from`/`to` bound the usage (UTC days, both included); `limit`/`cursor` page the ledger. */
export class BillingQuery extends TenantQuery {
  @IsOptional()
  @IsDay()
  from?: string;

  @IsOptional()
  @IsDay()
  to?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(BILLING_LIMITS.ledgerPageMax)
  limit?: number;

  @IsOptional()
  @IsString()
  @Matches(LEDGER_CURSOR, { message: 'cursor must be the ledger_next_cursor of a previous answer' })
  cursor?: string;
}

const firstOfMonth = (day: string): string => `${day.slice(0, 7)}-01`;
function lastOfMonth(day: string): string {
  const [y, m] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/**
 * The usage range `GET /billing` answers for: by default the UTC month of `now`; one end given, the other is
 * the first (or last) day of that end's month. `from` after `to`, or more than `usageMaxDays` days, is the 422 list.
 */
export function usageRange(query: { from?: string; to?: string }, now = new Date()): { from: string; to: string } {
  const today = now.toISOString().slice(0, 10);
  const from = query.from ?? firstOfMonth(query.to ?? today);
  const to = query.to ?? lastOfMonth(query.from ?? today);
  if (!isDay(from) || !isDay(to)) {
    const field = isDay(from) ? 'to' : 'from';
    throw SvcError.validation([{ loc: ['query', field], msg: `${field} must be a date YYYY-MM-DD`, type: 'value_error' }]);
  }
  if (from > to) throw SvcError.validation([{ loc: ['query', 'from'], msg: 'from must not be after to', type: 'value_error' }]);
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days > BILLING_LIMITS.usageMaxDays) {
    throw SvcError.validation([{ loc: ['query', 'to'], msg: `the range from..to must span at most ${BILLING_LIMITS.usageMaxDays} days`, type: 'value_error' }]);
  }
  return { from, to };
}
