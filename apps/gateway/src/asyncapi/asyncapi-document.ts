import { asyncApiDocument } from '@svc/contracts';
import { stringify } from 'yaml';

/**
 * The event catalogue as AsyncAPI 3.0 YAML: what `GET /asyncapi.yaml` serves and `npm run docs:asyncapi` writes
 * into docs/asyncapi.yaml (a unit test checks the committed file is this).
 */
export function asyncApiYaml(document: Record<string, unknown> = asyncApiDocument()): string {
  return stringify(document, { lineWidth: 0, aliasDuplicateObjects: false });
}
