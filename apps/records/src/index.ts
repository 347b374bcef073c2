export { RecordsModule } from './records.module.js';
export { RECORDS_SCHEMA } from './database/records-schema.js';
export { RecordsEnv } from './config/records.env.js';
