import 'reflect-metadata';
import { runDistributedService } from '@svc/platform';
import { BillingModule } from './billing.module.js';

await runDistributedService('billing', BillingModule.register());
