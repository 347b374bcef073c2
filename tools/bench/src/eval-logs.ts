export async function runLogEval(dir: string): Promise<void> {
  console.log(`log evaluation on ${dir}: not written yet`);
}
