import { Body, Controller, Headers, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ModelCallService } from './model-call.service.js';

/**
 * `POST /v1/models/{api}/{method}`. The OpenAPI document shows one path per model method
 * (`/v1/models/{api}/extract`, ...), each with its own body and answer, from the methods' descriptors
 * (openapi/openapi-document.ts): this one route is left out of the scan for that.
 */
@Controller('v1/models')
export class ModelCallController {
  constructor(private readonly calls: ModelCallService) {}

  @Post(':api/:method')
  @ApiExcludeEndpoint()
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
