export type * from './classify.types.js';
export { trainClassifier, DEFAULT_TUNING, DEFAULT_HOLDOUT, type ClassifierTuning } from './train.js';
export { loadClassifier } from './load.js';
export { MIN_EXAMPLES_PER_LABEL } from './validate.js';
