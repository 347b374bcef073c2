export { ModelsModule } from './models.module.js';
