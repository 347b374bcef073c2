import 'reflect-metadata';
export * from './subject.js';
export * from './validate-contract.js';
export * from './messages/traced.js';
export * from './messages/auth.messages.js';
export * from './messages/billing.messages.js';
export * from './messages/models.messages.js';
export * from './bodies/model-bodies.js';
export * from './messages/health.messages.js';
