export { BillingModule } from './billing.module.js';
export { BILLING_SCHEMA } from './database/billing-schema.js';
export { BillingEnv } from './config/billing.env.js';
