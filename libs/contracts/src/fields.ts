import { Type } from 'class-transformer';
import { IsDefined, IsEmail, IsInt, IsString, Length, Max, Min, ValidateIf, ValidateNested } from 'class-validator';

/**
 * The constraints a field of a body or a message may carry, each written once: the HTTP body and the message
 * that repeat a field (in their own naming) say `@IsPoolSize()` and so can never drift apart.
 */

/** Money, in micro-units: an integer, at most what a JSON number holds exactly. */
export const MAX_MONEY = Number.MAX_SAFE_INTEGER;

/** The text of a records create or a classify call, in UTF-8 bytes (contract §8: 64 KiB). */
export const TEXT_MAX_BYTES = 65_536;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID in its text form, any version: an id that is not one names nothing stored. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Passwords travel to auth only; their minimum length (`SVC_PASSWORD_MIN_LENGTH`) is auth's to check. */
const PASSWORD_MAX = 1024;

/**
 * Decorators applied as if written one above the other, the first on top: class-validator then reports
 * their failures in the order it would for the written-out stack.
 */
function stacked(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorator of [...decorators].reverse()) decorator(target, key);
  };
}

/**
 * A field that may be left out, where null is no value: unlike `@IsOptional()` (which lets null through to
 * the code that stores it, a 500 from a NOT NULL column), null is checked like any value and refused by the
 * field's own constraints (`included_pool must be an integer number`).
 */
export const Omittable = (): PropertyDecorator => ValidateIf((_object: object, value: unknown) => value !== undefined);

export const IsEmailAddress = (): PropertyDecorator => stacked(IsEmail(), Length(3, 254));
export const IsPassword = (): PropertyDecorator => stacked(IsString(), Length(1, PASSWORD_MAX));
/** An API key, a session token or a reset token, as given: opaque, bounded. */
export const IsSecret = (): PropertyDecorator => stacked(IsString(), Length(1, 512));
/** The name of a tenant or of a key. */
export const IsName = (): PropertyDecorator => stacked(IsString(), Length(1, 200));
/** A tenant's included pool: calls per calendar month. */
export const IsPoolSize = (): PropertyDecorator => stacked(IsInt(), Min(0), Max(1_000_000_000));
/** A tenant's requests per second on the model surface. */
export const IsRateLimit = (): PropertyDecorator => stacked(IsInt(), Min(1), Max(1_000_000));
export const IsMoney = (min: 0 | 1): PropertyDecorator => stacked(IsInt(), Min(min), Max(MAX_MONEY));

/** A message field that carries an HTTP body (or query) the gateway validated, checked again by its one class. */
export const Carries = (cls: new () => object): PropertyDecorator => stacked(IsDefined(), ValidateNested(), Type(() => cls));
