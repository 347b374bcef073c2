import { evalDir } from './eval-data.js';
import { runLogEval } from './eval-logs.js';
import { runToolEval } from './eval-tools.js';

const dir = evalDir();
if (!dir) {
  console.log('evaluation data not found: set SVC_EVAL_DIR or place it at ../shared/eval; nothing measured');
  process.exit(0);
}
await runLogEval(dir);
await runToolEval(dir);
