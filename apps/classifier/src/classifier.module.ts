import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DATABASE_TARGET, dataSourceOptions, lockedDataSourceFactory, outboxRelayProvider, type DatabaseTarget } from '@svc/platform';
import { ClassifierController } from './classifier.controller.js';
import { ClassifiersService } from './classifiers/classifiers.service.js';
import { ClassifyService } from './classify/classify.service.js';
import { CLASSIFIER_CONFIG, loadClassifierConfig } from './config/classifier.config.js';
import { CLASSIFIER_SCHEMA } from './database/classifier-schema.js';
import { ExamplesService } from './examples/examples.service.js';
import { TrainingRunner } from './training/training-runner.js';
import { VersionsService } from './versions/versions.service.js';

/** Tenant classifiers: examples, versions trained in the background, publish and archive, classify. */
@Module({})
export class ClassifierModule {
  static register(): DynamicModule {
    return {
      module: ClassifierModule,
      imports: [
        TypeOrmModule.forRootAsync({
          name: CLASSIFIER_SCHEMA.service,
          inject: [DATABASE_TARGET],
          useFactory: (target: DatabaseTarget) => dataSourceOptions(target, CLASSIFIER_SCHEMA),
          // Replicas starting together migrate one at a time (a PostgreSQL advisory lock per service and database).
          dataSourceFactory: lockedDataSourceFactory,
        }),
      ],
      controllers: [ClassifierController],
      providers: [
        { provide: CLASSIFIER_CONFIG, useFactory: loadClassifierConfig },
        outboxRelayProvider(CLASSIFIER_SCHEMA.service, 'classifier'),
        ClassifiersService,
        ExamplesService,
        VersionsService,
        TrainingRunner,
        ClassifyService,
      ],
    };
  }
}
