import { Controller, Get, Req, Res } from '@nestjs/common';
import { healthSubject, SERVICES } from '@svc/contracts';
import { ServiceBus } from '@svc/platform';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ref } from '../openapi/decorators.js';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** `GET /health`: 200 when every service answers over the bus, 503 naming the ones that do not. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly bus: ServiceBus) {}

  @Get()
  @ApiOperation({ summary: 'Whether every service answers over the bus' })
  @ApiResponse({ status: 200, description: 'every service answers', schema: ref('Health') })
  @ApiResponse({ status: 503, description: 'one or more do not (named in `services`)', schema: ref('Health') })
  async health(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const checks = await Promise.all(
      SERVICES.map(async (service) => {
        try {
          await this.bus.request(healthSubject(service), { requestId: req.id }, 1_000);
          return [service, 'ok'] as const;
        } catch {
          return [service, 'unavailable'] as const;
        }
      }),
    );
    const ok = checks.every(([, state]) => state === 'ok');
    void reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', services: Object.fromEntries(checks) });
  }
}
