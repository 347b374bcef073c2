import 'reflect-metadata';
import { runDistributedService } from '@svc/platform';
import { AuthModule } from './auth.module.js';

await runDistributedService('auth', AuthModule.register());
