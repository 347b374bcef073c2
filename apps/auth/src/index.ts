export { AuthModule } from './auth.module.js';
export { AUTH_SCHEMA } from './database/auth-schema.js';
export { AuthEnv } from './config/auth.env.js';
