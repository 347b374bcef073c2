import { isMap, parseDocument } from 'yaml';
import { modelMethodPaths } from './model-method-paths.js';

/**
 * The served document: the hand-written YAML (auth, keys, members, operators) with the model methods' paths
 * generated from their descriptors put first, so the documented bodies and answers are the validated ones.
 */
export function openApiDocument(handWritten: string): string {
  const document = parseDocument(handWritten);
  const paths = document.get('paths');
  if (!isMap(paths)) throw new Error('openapi.yaml has no paths');
  const generated = Object.entries(modelMethodPaths()).map(([path, item]) => document.createPair(path, item, { aliasDuplicateObjects: false }));
  paths.items.unshift(...generated);
  return document.toString({ lineWidth: 0 });
}
