import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsObject, IsString, Length, ValidateNested } from 'class-validator';
import { requestSubject } from '../subject.js';
import type { BatchReply } from './billing.messages.js';
import { Traced } from './traced.js';

export class RegistryRequest extends Traced {}
export interface RegistryView {
  /** api name → the methods it offers. */
  apis: Record<string, string[]>;
  /** api name → how long its calls may take (ms), when it sets its own deadline (an upstream model). */
  timeouts?: Record<string, number>;
}

export class InvokeRequest extends Traced {
  @IsString()
  @Length(1, 200)
  api!: string;
  @IsString()
  @Length(1, 100)
  method!: string;
  /**
   * The HTTP body. The gateway validated it against the method's body class before billing; the models
   * service validates it again on receipt (`validateMethodBody`), as it trusts no sender.
   */
  @IsObject()
  body!: object;
}
/**
 * The invokes of one turn of a gateway's event loop, as one message: each item is run as a `models.invoke` of
 * its own would be (same checks and refusals), and answered in its place in the reply.
 */
export class InvokeBatchRequest {
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => InvokeRequest)
  items!: InvokeRequest[];
}
/** The model's own JSON answer, or an upstream model's error passed through verbatim (contract §7.4). */
export type InvokeView =
  | { kind: 'answer'; body: unknown }
  | { kind: 'upstream_error'; status: number; body: unknown };

export const ModelsSubjects = {
  registry: requestSubject<RegistryRequest, RegistryView>('models.registry.get', RegistryRequest),
  invoke: requestSubject<InvokeRequest, InvokeView>('models.invoke', InvokeRequest),
  invokeBatch: requestSubject<InvokeBatchRequest, BatchReply<InvokeView>>('models.invoke.batch', InvokeBatchRequest),
} as const;
