export { ModelsModule } from './models.module.js';
export { ModelsEnv } from './config/models.env.js';
