export function runGuardEval(dir: string): void {
  console.log(`guard on ${dir}: todo`);
}
