import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { validateContract } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { contractClassOf } from './contract-class.js';

/**
 * Validates every incoming message against its contract class at run time: a type annotation validates nothing.
 * A message that breaks its contract is a bug of the sender, answered `invalid message` with the list.
 */
@Injectable()
export class ContractValidationPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const cls = contractClassOf(metadata);
    if (!cls) return value;
    try {
      return validateContract(cls, value, 'message');
    } catch (error) {
      if (error instanceof SvcError) throw new SvcError('invalid_message', error.detail);
      throw error;
    }
  }
}
