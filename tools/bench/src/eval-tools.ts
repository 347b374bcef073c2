export async function runToolEval(dir: string): Promise<void> {
  console.log(`guard/select evaluation on ${dir}: not written yet`);
}
