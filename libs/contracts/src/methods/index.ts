export * from './model-method.js';
export * from './model-methods.js';
export * from './validate-method-body.js';
export * from './body-schema.js';
export { toolNames } from './tool-names.js';
export type { StructureCallAnswer } from './structure.method.js';
