export { ClassifierModule } from './classifier.module.js';
