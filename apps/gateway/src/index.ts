export { GatewayModule } from './gateway.module.js';
export { loadGatewayConfig, type GatewayConfig } from './config/gateway.config.js';
export { createHttpApp } from './http/create-http-app.js';
export { AdminService } from './admin/admin.service.js';
