import { evalDir } from './eval-data.js';
import { runToolEval } from './eval-tools.js';

/** Only the guard (BFCL) and select (BANKING77) part of `npm run eval`: a few seconds instead of minutes. */
const dir = evalDir();
if (!dir) {
  console.log('evaluation data not found: set SVC_EVAL_DIR or place it at ../shared/eval; nothing measured');
  process.exit(0);
}
await runToolEval(dir);
