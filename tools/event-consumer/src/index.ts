export * from './event-consumer.js';
export * from './tenant-activity.js';
