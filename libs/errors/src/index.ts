export * from './error-catalogue.js';
export * from './svc-error.js';
export * from './rpc-payload.js';
export * from './svc-http-error.js';
