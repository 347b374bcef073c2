import 'reflect-metadata';
import { runDistributedService } from '@svc/platform';
import { ClassifierModule } from './classifier.module.js';

await runDistributedService('classifier', ClassifierModule.register());
