export { ClassifierModule } from './classifier.module.js';
export { CLASSIFIER_SCHEMA } from './database/classifier-schema.js';
export { ClassifierEnv } from './config/classifier.env.js';
