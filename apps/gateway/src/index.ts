export { GatewayModule } from './gateway.module.js';
export { loadGatewayConfig, type GatewayConfig } from './config/gateway.config.js';
export { AdminService } from './admin/admin.service.js';
export { GatewayEnv } from './config/gateway.env.js';
export { asyncApiYaml } from './asyncapi/asyncapi-document.js';
export { serveOpenApi } from './openapi/serve-openapi.js';
export { buildOpenApiDocument, OPENAPI_PATHS } from './openapi/openapi-document.js';
