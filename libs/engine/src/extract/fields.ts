import type { Level } from './levels.js';

/** What a line parser found: the four contract fields plus whatever the format carries. */
export interface LineFields {
  type: string;
  level: Level | '';
  component: string;
  message: string;
  format: string;
  timestamp?: string;
  host?: string;
  pid?: string;
  tid?: string;
  thread?: string;
  source?: string;
  line?: string;
  context?: string;
  [field: string]: unknown;
}
