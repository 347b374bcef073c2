import { applyDecorators, Controller, UseFilters, UseInterceptors, UsePipes } from '@nestjs/common';
import { ContractValidationPipe } from './contract-validation.pipe.js';
import { MessageLogInterceptor } from './message-log.interceptor.js';
import { RpcErrorFilter } from './rpc-error.filter.js';

/** A controller of NATS message handlers: payloads validated, errors kept on the wire, every message logged. */
export function MessageController(): ClassDecorator {
  return applyDecorators(Controller(), UsePipes(ContractValidationPipe), UseFilters(RpcErrorFilter), UseInterceptors(MessageLogInterceptor));
}
