/**
 * Runs jobs in batches without waiting for a timer: the first job runs at once, and every job that arrives
 * while a batch is in flight joins the next one. No added latency when idle, one round trip per batch under load.
 */
export class Batcher<J, R> {
  private queue: Array<{ job: J; resolve: (r: R) => void; reject: (e: unknown) => void }> = [];
  private running = false;

  constructor(
    private readonly run: (jobs: J[]) => Promise<R[]>,
    private readonly maxBatch = 256,
  ) {}

  submit(job: J): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        try {
          const results = await this.run(batch.map((b) => b.job));
          batch.forEach((b, i) => b.resolve(results[i]));
        } catch (error) {
          for (const b of batch) b.reject(error);
        }
      }
    } finally {
      this.running = false;
    }
  }
}
