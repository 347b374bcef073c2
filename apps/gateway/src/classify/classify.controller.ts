import { Body, Controller, Headers, Param, Post, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ClassifyBody } from '@svc/contracts';
import { Billed, KeyAuth, Refuses } from '../openapi/decorators.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ClassifyHttpService } from './classify-http.service.js';

/** `POST /v1/classify/{classifier_id}` (contract §4.7): billed like a model call. */
@ApiTags('classify')
@Controller('v1/classify')
export class ClassifyController {
  constructor(private readonly classify: ClassifyHttpService) {}

  /** The upload body limit, so that any text over 64 KiB is answered `413 text exceeds 64 KiB` (§7.2). */
  @Post(':classifier_id')
  @ApiOperation({ summary: "Classify a text with the tenant's published classifier; billed like a model call (contract §4.7, §7.2)" })
  @KeyAuth()
  @ApiBody({ type: ClassifyBody, description: '`text`: 1 character to 64 KiB in UTF-8 bytes' })
  @Billed('ClassifyAnswer', 'the answer (also for low_confidence)')
  @Refuses('invalid_api_key', 'unknown_classifier', 'classifier_not_published', 'classifier_archived', 'text_too_large', 'text_required', 'rate_limited', 'balance_empty', 'model_unavailable')
  @RouteConfig({ bodyLimit: 'upload' })
  async call(@Req() req: FastifyRequest, @Res() reply: FastifyReply, @Param('classifier_id') id: string, @Headers('authorization') authorization: string | undefined, @Body() body: unknown): Promise<void> {
    const answer = await this.classify.classify(req.id, authorization, id, body);
    void reply.status(200).headers(answer.headers).send(answer.body);
  }
}
