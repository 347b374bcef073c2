import { Controller, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ModelCallService } from './model-call.service.js';

/**
 * `POST /v1/models/{api}/{method}`. The OpenAPI document shows one path per model method
 * (`/v1/models/{api}/extract`, ...), each with its own body and answer, from the methods' descriptors
 * (openapi/openapi-document.ts): this one route is left out of the scan for that.
 *
 * The hot route of every billed call takes only the request and the reply, and reads path, key and body from
 * the request itself: each further parameter decorator (`@Param`, `@Headers`, `@Body`) was one more pass
 * through Nest's parameter pipes (the app-wide ContractBodyPipe, an async function: a promise per parameter
 * per call), for values the body needs no check of there (the service checks the body against the method).
 */
@Controller('v1/models')
export class ModelCallController {
  constructor(private readonly calls: ModelCallService) {}

  @Post(':api/:method')
  @ApiExcludeEndpoint()
  async call(@Req() req: FastifyRequest<{ Params: { api: string; method: string } }>, @Res() reply: FastifyReply): Promise<void> {
    const answer = await this.calls.call(req.id, req.headers.authorization, req.params.api, req.params.method, req.body);
    void reply.status(answer.status).headers(answer.headers).send(answer.body);
  }
}
