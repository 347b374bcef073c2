import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { OPS_PATHS } from './ops-paths.js';
import { OpsService, type OpsAnswer } from './ops.service.js';

/** The ops endpoints on a Nest HTTP app's own port (the gateway, embedded mode, the self-hosted models). */
@Controller()
export class OpsController {
  constructor(private readonly ops: OpsService) {}

  @Get(OPS_PATHS.live)
  async live(@Res() reply: FastifyReply): Promise<void> {
    send(reply, await this.ops.live());
  }

  @Get(OPS_PATHS.ready)
  async ready(@Res() reply: FastifyReply): Promise<void> {
    send(reply, await this.ops.ready());
  }

  @Get(OPS_PATHS.metrics)
  async metrics(@Res() reply: FastifyReply): Promise<void> {
    send(reply, await this.ops.metrics());
  }
}

function send(reply: FastifyReply, answer: OpsAnswer): void {
  void reply.status(answer.status).header('content-type', answer.contentType).header('cache-control', 'no-store').send(answer.body);
}
