import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { validateContract } from '@svc/contracts';
import { SvcError } from '@svc/errors';

const PRIMITIVES = new Set<unknown>([String, Number, Boolean, Array, Object]);

/**
 * Validates every incoming message against its contract class at run time: a type annotation validates nothing.
 * A message that breaks its contract is a bug of the sender, answered `invalid message` with the list.
 */
@Injectable()
export class ContractValidationPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const cls = metadata.metatype;
    if (!cls || PRIMITIVES.has(cls)) return value;
    try {
      return validateContract(cls as new () => object, value, 'message');
    } catch (error) {
      if (error instanceof SvcError) throw new SvcError('invalid_message', error.detail);
      throw error;
    }
  }
}
