import type { ServiceSchema } from '@svc/platform';
import { Classifier } from '../classifiers/classifier.entity.js';
import { Example } from '../examples/example.entity.js';
import { Version } from '../versions/version.entity.js';
import { CreateClassifiers1764100000000 } from './migrations/1764100000000-create-classifiers.js';

export const CLASSIFIER_SCHEMA: ServiceSchema = {
  service: 'classifier',
  entities: [Classifier, Example, Version],
  migrations: [CreateClassifiers1764100000000],
};
