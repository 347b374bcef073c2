import { validateContract } from '../validate-contract.js';
import { MODEL_METHODS, type MethodInput, type ModelMethod } from './model-methods.js';

/**
 * The one check of a model method's body: the gateway (before it takes a billing hold), the self-hosted
 * container and the models service on receipt all call it. A refusal is the 422 list at `["body", field]`.
 */
export function validateMethodBody<M extends ModelMethod>(method: M, rawBody: unknown): MethodInput<M> {
  const bodyClass: new () => object = MODEL_METHODS[method].body;
  return validateContract(bodyClass, rawBody) as MethodInput<M>;
}
