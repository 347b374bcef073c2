import { Injectable } from '@nestjs/common';

/** Something this process needs to do its work, tried by `GET /health/ready`. */
export interface ReadinessCheck {
  /** Its key in the answer (`database:billing`, `nats`, `redis`). */
  name: string;
  /**
   * Whether the process is unready without it. A dependency the process copes without (the gateway's Redis:
   * each gateway then limits alone at its share) is shown in the answer but keeps the process ready.
   */
  required: boolean;
  /** Resolves when reachable; rejects (or takes longer than the check's timeout) when not. */
  probe(): Promise<unknown>;
}

/** The checks of this process: the platform adds its databases and NATS, an app adds its own (the gateway's Redis). */
@Injectable()
export class ReadinessChecks {
  private readonly checks: ReadinessCheck[] = [];

  add(check: ReadinessCheck): void {
    if (!this.checks.some((c) => c.name === check.name)) this.checks.push(check);
  }

  list(): readonly ReadinessCheck[] {
    return this.checks;
  }
}
