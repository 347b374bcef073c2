import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateRecordRequest,
  DiscardRecordRequest,
  healthSubject,
  HealthRequest,
  ListRecordsRequest,
  RecordBilledRequest,
  RecordRef,
  RecordsSubjects,
  SetDefaultClassifierRequest,
  SetRecordsRateLimitRequest,
  TenantRef,
  type CreateRecordView,
  type HealthView,
  type RecordPageView,
  type RecordSettingsView,
  type RecordView,
} from '@svc/contracts';
import { MessageController } from '@svc/platform';
import { CreateRecordService } from './create/create-record.service.js';
import { RecordsService } from './records/records.service.js';
import { SettingsService } from './settings/settings.service.js';

@MessageController()
export class RecordsController {
  constructor(
    private readonly creating: CreateRecordService,
    private readonly records: RecordsService,
    private readonly settings: SettingsService,
  ) {}

  @MessagePattern(RecordsSubjects.create.name)
  create(@Payload() m: CreateRecordRequest): Promise<CreateRecordView> {
    return this.creating.create(m);
  }

  @MessagePattern(RecordsSubjects.billed.name)
  billed(@Payload() m: RecordBilledRequest): Promise<{ updated: boolean }> {
    return this.records.billed(m.tenantId, m.recordId, m.tier);
  }

  @MessagePattern(RecordsSubjects.discard.name)
  discard(@Payload() m: DiscardRecordRequest): Promise<{ discarded: boolean }> {
    return this.records.discard(m.tenantId, m.requestId);
  }

  @MessagePattern(RecordsSubjects.get.name)
  get(@Payload() m: RecordRef): Promise<RecordView> {
    return this.records.get(m.tenantId, m.recordId);
  }

  @MessagePattern(RecordsSubjects.list.name)
  list(@Payload() m: ListRecordsRequest): Promise<RecordPageView> {
    return this.records.list(m);
  }

  @MessagePattern(RecordsSubjects.delete.name)
  delete(@Payload() m: RecordRef): Promise<{ deleted: true }> {
    return this.records.delete(m.tenantId, m.recordId);
  }

  @MessagePattern(RecordsSubjects.settings.name)
  getSettings(@Payload() m: TenantRef): Promise<RecordSettingsView> {
    return this.settings.get(m.tenantId);
  }

  @MessagePattern(RecordsSubjects.setDefaultClassifier.name)
  setDefaultClassifier(@Payload() m: SetDefaultClassifierRequest): Promise<RecordSettingsView> {
    return this.settings.set(m.tenantId, { defaultClassifierId: m.defaultClassifierId });
  }

  @MessagePattern(RecordsSubjects.setRateLimit.name)
  setRateLimit(@Payload() m: SetRecordsRateLimitRequest): Promise<RecordSettingsView> {
    return this.settings.set(m.tenantId, { rateLimit: m.rateLimit });
  }

  @MessagePattern(healthSubject('records').name)
  health(@Payload() _m: HealthRequest): HealthView {
    return { service: 'records', status: 'ok' };
  }
}
