export { AuthModule } from './auth.module.js';
export { AUTH_SCHEMA } from './database/auth-schema.js';
