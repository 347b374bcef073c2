import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ schema: 'auth', name: 'tenants' })
@Check('tenants_rate_limit_check', `rate_limit > 0`)
export class Tenant {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text')
  name!: string;

  /** Requests per second on the model surface; null = the suite's default (`SVC_RATE_LIMIT`). */
  @Column('integer', { name: 'rate_limit', nullable: true })
  rateLimit!: number | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}
