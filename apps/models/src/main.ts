import 'reflect-metadata';
import { runDistributedService } from '@svc/platform';
import { ModelsModule } from './models.module.js';

await runDistributedService('models', ModelsModule.register());
