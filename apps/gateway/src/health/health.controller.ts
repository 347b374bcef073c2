import { Controller, Get, Req, Res } from '@nestjs/common';
import { healthSubject, SERVICES } from '@svc/contracts';
import { ServiceBus } from '@svc/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** `GET /health`: 200 when every service answers over the bus, 503 naming the ones that do not. */
@Controller('health')
export class HealthController {
  constructor(private readonly bus: ServiceBus) {}

  @Get()
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
