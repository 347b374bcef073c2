import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RecordSettingsView } from '@svc/contracts';
import { DataSource } from 'typeorm';
import { RecordsTenant } from './records-tenant.entity.js';

/** A tenant's records settings: its default classifier (the tenant's choice) and a records rate bucket (the operator's). */
@Injectable()
export class SettingsService {
  constructor(@InjectDataSource('records') private readonly db: DataSource) {}

  async get(tenantId: string): Promise<RecordSettingsView> {
    const row = await this.db.getRepository(RecordsTenant).findOneBy({ tenantId });
    return { tenantId, defaultClassifierId: row?.defaultClassifierId ?? null, rateLimit: row?.rateLimit ?? null };
  }

  async set(tenantId: string, change: { defaultClassifierId: string | null } | { rateLimit: number | null }): Promise<RecordSettingsView> {
    const column = 'defaultClassifierId' in change ? 'default_classifier_id' : 'rate_limit';
    const value = 'defaultClassifierId' in change ? change.defaultClassifierId : change.rateLimit;
    await this.db.query(
      `INSERT INTO records.tenants (tenant_id, ${column}) VALUES ($1, $2) ON CONFLICT (tenant_id) DO UPDATE SET ${column} = EXCLUDED.${column}`,
      [tenantId, value],
    );
    return this.get(tenantId);
  }
}
