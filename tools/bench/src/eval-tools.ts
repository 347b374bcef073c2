import { runGuardEval } from './eval-guard.js';
import { runSelectEval } from './eval-select.js';

/** Prints the guard figures on BFCL and the select figures on BANKING77. */
export async function runToolEval(dir: string): Promise<void> {
  runGuardEval(dir);
  runSelectEval(dir);
}
