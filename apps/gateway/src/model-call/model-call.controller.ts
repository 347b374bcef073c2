import { Body, Controller, Headers, Param, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ModelCallService } from './model-call.service.js';

@Controller('v1/models')
export class ModelCallController {
  constructor(private readonly calls: ModelCallService) {}

  @Post(':api/:method')
  async call(
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('api') api: string,
    @Param('method') method: string,
    @Headers('authorization') authorization: string | undefined,
    @Body() body: unknown,
  ): Promise<void> {
    const answer = await this.calls.call(req.id, authorization, api, method, body);
    void reply.status(answer.status).headers(answer.headers).send(answer.body);
  }
}
