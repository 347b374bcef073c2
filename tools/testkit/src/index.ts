export * from './infra.js';
export * from './suite.js';
export * from './client.js';
export * from './fake-openai.js';
export * from './events.js';
export * from './http-probe.js';
export * from './fake-responder.js';
