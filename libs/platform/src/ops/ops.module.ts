import { Global, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { OpsController } from './ops.controller.js';
import { OpsService } from './ops.service.js';
import { ReadinessChecks } from './readiness.js';

/**
 * Health and metrics for every process (part of ProcessRootModule). A microservice ignores the controller's
 * HTTP routes; its ops endpoints come from startOpsServer instead. Global: apps add their own ReadinessChecks.
 */
@Global()
@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [OpsController],
  providers: [ReadinessChecks, OpsService],
  exports: [ReadinessChecks, OpsService],
})
export class OpsModule {}
