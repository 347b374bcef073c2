import type { JsonSchema } from '@svc/engine';

/**
 * One model method, described once. The gateway, the self-hosted container, the built-in and upstream
 * backends and the OpenAPI document all derive from the list of these (`MODEL_METHODS`).
 *
 * `TInput` and `TAnswer` are the engine's own plain types (the engine imports nothing of ours): the body class
 * must have exactly the input's fields, each assignable to it, and the built-in runner must return `TAnswer`.
 */
export interface ModelMethodDescriptor<TName extends string = string, TInput extends object = object, TAnswer = unknown> {
  readonly name: TName;
  /** One line: the OpenAPI summary, a tool listing's title. */
  readonly title: string;
  /** What the method does and what it answers (contract §4). */
  readonly description: string;
  /** The class-validator class every body is checked against (`validateMethodBody`). */
  readonly body: new () => TInput;
  /** A body that validates: the OpenAPI example, and what tests run every method with. */
  readonly example: TInput;
  /**
   * JSON Schema of the 200 answer. Given a body it is narrowed to that body (select's candidates, grade's
   * anchors, guard's tools, structure's schema): upstream models are constrained and checked with it. Without
   * one it is the general form the OpenAPI document shows.
   */
  answerSchema(body?: TInput): JsonSchema;
  /** Phantom: carries the answer type; never set. */
  readonly answer?: TAnswer;
}

type FieldsDiffer<A, B> = Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>;

/** `unknown` when the body class and the engine input have the same fields; else a property nobody can give, naming the odd fields in the compiler's error. */
type SameFields<TBody, TInput> = [FieldsDiffer<TBody, TInput>] extends [never] ? unknown : { bodyClassAndEngineInputFieldsDiffer: FieldsDiffer<TBody, TInput> };

/**
 * Declares a descriptor against the engine's input and answer types: `modelMethod<ExtractInput, ExtractAnswer>()({...})`.
 * The compiler refuses a body class whose fields drift from the engine input (a field added, removed or retyped on either side).
 */
export function modelMethod<TInput extends object, TAnswer>() {
  return <TName extends string, TBody extends TInput>(
    descriptor: ModelMethodDescriptor<TName, TInput, TAnswer> & { readonly body: new () => TBody } & SameFields<TBody, TInput>,
  ): ModelMethodDescriptor<TName, TInput, TAnswer> => descriptor;
}
