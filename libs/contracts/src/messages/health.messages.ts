import { requestSubject } from '../subject.js';
import { Traced } from './traced.js';

export class HealthRequest extends Traced {}
export interface HealthView {
  service: string;
  status: 'ok';
}

/** Every service answers `<service>.health`; the gateway's /health asks each. */
export const SERVICES = ['auth', 'billing', 'models', 'records', 'classifier'] as const;
export type ServiceName = (typeof SERVICES)[number];
export const healthSubject = (service: ServiceName) => requestSubject<HealthRequest, HealthView>(`${service}.health`, HealthRequest);
