import type { ServiceSchema } from '@svc/platform';
import { StoredRecord } from '../records/record.entity.js';
import { RecordsTenant } from '../settings/records-tenant.entity.js';
import { CreateRecords1764200000000 } from './migrations/1764200000000-create-records.js';

export const RECORDS_SCHEMA: ServiceSchema = {
  service: 'records',
  entities: [StoredRecord, RecordsTenant],
  migrations: [CreateRecords1764200000000],
};
