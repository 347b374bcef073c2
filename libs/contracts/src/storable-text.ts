import { SvcError, type ValidationIssue } from '@svc/errors';
import { validateContract } from './validate-contract.js';

/** A UTF-16 code unit of a surrogate pair that has no partner: no UTF-8 text can hold it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * What is wrong with a string the service may store or look up, or null when nothing is. PostgreSQL's `text`
 * cannot hold NUL (U+0000); a lone surrogate cannot be written as UTF-8 at all (the database, the bus and
 * argon2 would each silently make it U+FFFD, so two different inputs would become one) and makes some
 * validators throw (`IsEmail` calls `encodeURI`). One rule for every such field, so it cannot be forgotten.
 */
export function unstorableTextProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain a NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'must not contain a lone surrogate (an unpaired \\ud800-\\udfff)';
  return null;
}

/** The field a location names: its last key (`labels` for `["labels", 2]`). */
const fieldName = (loc: (string | number)[], root: string): string => String(loc.findLast((part) => typeof part === 'string') ?? root);

/**
 * Every string value in a parsed JSON body (or query) that holds NUL or a lone surrogate, as 422 issues at its
 * location (`["body", "email"]`, `["body", "labels", 2]`). Runs before class-validator sees the value, since
 * some of its checks throw on such strings. The depth of what it walks is bounded by the HTTP body parser.
 */
export function unstorableTextIssues(value: unknown, root: string): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const walk = (node: unknown, loc: (string | number)[]): void => {
    if (typeof node === 'string') {
      const problem = unstorableTextProblem(node);
      if (problem) issues.push({ loc: [root, ...loc], msg: `${fieldName(loc, root)} ${problem}`, type: 'value_error' });
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...loc, index]));
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, item] of Object.entries(node)) walk(item, [...loc, key]);
    }
  };
  walk(value, []);
  return issues;
}

/**
 * `validateContract` for a body or query the service may store or look up: a NUL or a lone surrogate in any of
 * its strings is 422 naming the field, before class-validator sees the value. The HTTP body pipe and the
 * use cases that take an untyped body (records create, from HTTP and from MCP) check through this one door.
 */
export function validateStorable<T extends object>(cls: new () => T, value: unknown, root = 'body'): T {
  const issues = unstorableTextIssues(value, root);
  if (issues.length > 0) throw SvcError.validation(issues);
  return validateContract(cls, value, root);
}
