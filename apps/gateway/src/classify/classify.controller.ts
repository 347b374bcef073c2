import { Body, Controller, Headers, Param, Post, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ClassifyHttpService } from './classify-http.service.js';

/** `POST /v1/classify/{classifier_id}` (contract §4.7): billed like a model call. */
@Controller('v1/classify')
export class ClassifyController {
  constructor(private readonly classify: ClassifyHttpService) {}

  /** The upload body limit, so that any text over 64 KiB is answered `413 text exceeds 64 KiB` (§7.2). */
  @Post(':id')
  @RouteConfig({ bodyLimit: 'upload' })
  async call(@Req() req: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string, @Headers('authorization') authorization: string | undefined, @Body() body: unknown): Promise<void> {
    const answer = await this.classify.classify(req.id, authorization, id, body);
    void reply.status(200).headers(answer.headers).send(answer.body);
  }
}
