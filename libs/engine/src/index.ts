export * from './types.js';
export { extract } from './extract/extract.js';
export { structure, BUILTIN_SCHEMAS } from './structure/structure.js';
export { grade, DEFAULT_ANCHORS } from './grade/grade.js';
export { select } from './select/select.js';
export { guard } from './guard/guard.js';
