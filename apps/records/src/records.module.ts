import { Module, type DynamicModule } from '@nestjs/common';
import { RecordsController } from './records.controller.js';

/** Records: an empty shell for now; its tables, migrations and messages arrive with their issue. */
@Module({})
export class RecordsModule {
  static register(): DynamicModule {
    return { module: RecordsModule, controllers: [RecordsController] };
  }
}
