import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { validateStorable } from '@svc/contracts';
import { contractClassOf } from '../rpc/contract-class.js';

/**
 * Lets an HTTP handler declare `@Body() dto: RegisterBody` (or `@Query() q: KeysQuery`): the value is checked
 * against its contract class, and a bad one is 422 with the list of problems, each `loc` starting with `body`
 * (or `query`); anything that is not a JSON object is `body must be a JSON object`. Parameters typed `unknown`
 * or a primitive, and every other kind of parameter, pass untouched. Registered for the whole app.
 *
 * Every string of such a body or query is one the service may store or look up (emails, passwords, names,
 * later labels and record texts): a NUL or a lone surrogate anywhere in it is 422 naming the field, before any
 * other check (`validateStorable`). The model surface's bodies (typed `unknown`, validated by
 * `validateMethodBody`) are analysed and never stored, so such characters pass there.
 */
@Injectable()
export class ContractBodyPipe implements PipeTransform {
  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const cls = contractClassOf(metadata);
    if (!cls || (metadata.type !== 'body' && metadata.type !== 'query')) return value;
    try {
      // Fastify always parses a query string into an object; `{}` stands in should a route ever have none.
      return validateStorable(cls, metadata.type === 'query' ? (value ?? {}) : value, metadata.type);
    } catch (error) {
      // Nest runs a handler's parameter pipes side by side and answers the first failure. The path's pipes
      // settle within this turn of the event loop; a bad body is told after them, so a path naming nothing
      // (404) still answers before a bad body, as when handlers validated their bodies themselves.
      await new Promise((resolve) => setImmediate(resolve));
      throw error;
    }
  }
}
