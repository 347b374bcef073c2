import 'reflect-metadata';
import { runDistributedService } from '@svc/platform';
import { RecordsModule } from './records.module.js';

await runDistributedService('records', RecordsModule.register());
