import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RepairAnswer, RouteAnswer, SelfHostHealth } from './self-host.dto.js';
import { SelfHostService } from './self-host.service.js';

/** The self-hosted container's HTTP surface (contract §1, §4.9): no auth, no billing. */
@Controller()
export class SelfHostController {
  constructor(private readonly selfHost: SelfHostService) {}

  @Post('v1/route')
  @HttpCode(200)
  route(@Body() body: unknown): RouteAnswer {
    return this.selfHost.route(body);
  }

  @Post('v1/repair')
  @HttpCode(200)
  repair(@Body() body: unknown): RepairAnswer {
    return this.selfHost.repair(body);
  }

  /** extract, structure, select, grade, guard: the same bodies and answers as `/v1/models/{api}/{method}`. */
  @Post('v1/:method')
  async call(@Param('method') method: string, @Body() body: unknown, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const answer = await this.selfHost.call(method, body, req.id);
    void reply.status(answer.status).send(answer.body);
  }

  @Get('health')
  health(): SelfHostHealth {
    return this.selfHost.health();
  }
}
