import { Module, type DynamicModule } from '@nestjs/common';
import { ClassifierController } from './classifier.controller.js';

/** Classifier: an empty shell for now; its tables, migrations and messages arrive with their issue. */
@Module({})
export class ClassifierModule {
  static register(): DynamicModule {
    return { module: ClassifierModule, controllers: [ClassifierController] };
  }
}
