import { createParamDecorator, type ArgumentMetadata, type ExecutionContext } from '@nestjs/common';
import { ContractBodyPipe } from './contract-body.pipe.js';

/** Validates a custom parameter as the body (the app-wide pipe leaves custom parameters alone). */
class AsBodyPipe extends ContractBodyPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    return super.transform(value, { ...metadata, type: 'body' });
  }
}

const bodyOrEmpty = createParamDecorator((_data: unknown, context: ExecutionContext): unknown => context.switchToHttp().getRequest<{ body?: unknown }>().body ?? {});

/**
 * `@Body()` for a route that may be sent no body at all: none counts as `{}`, which is then validated like any
 * body (so a missing required field is named, rather than `body must be a JSON object`).
 */
export const BodyOrEmpty = (): ParameterDecorator => bodyOrEmpty(undefined, new AsBodyPipe());
