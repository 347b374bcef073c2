import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DATABASE_TARGET, dataSourceOptions, lockedDataSourceFactory, outboxRelayProvider, type DatabaseTarget } from '@svc/platform';
import { RECORDS_CONFIG, loadRecordsConfig } from './config/records.config.js';
import { CreateRecordService } from './create/create-record.service.js';
import { RECORDS_SCHEMA } from './database/records-schema.js';
import { RecordsController } from './records.controller.js';
import { RecordsService } from './records/records.service.js';
import { SettingsService } from './settings/settings.service.js';

/** Records: what tenants send, structured and labelled, stored (docs/records.md). Charging is the gateway's saga. */
@Module({})
export class RecordsModule {
  static register(): DynamicModule {
    return {
      module: RecordsModule,
      imports: [
        TypeOrmModule.forRootAsync({
          name: RECORDS_SCHEMA.service,
          inject: [DATABASE_TARGET],
          useFactory: (target: DatabaseTarget) => dataSourceOptions(target, RECORDS_SCHEMA),
          // Replicas starting together migrate one at a time (a PostgreSQL advisory lock per service and database).
          dataSourceFactory: lockedDataSourceFactory,
        }),
      ],
      controllers: [RecordsController],
      providers: [
        { provide: RECORDS_CONFIG, useFactory: loadRecordsConfig },
        outboxRelayProvider(RECORDS_SCHEMA.service, 'records'),
        CreateRecordService,
        RecordsService,
        SettingsService,
      ],
    };
  }
}
