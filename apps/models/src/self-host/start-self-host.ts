import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createFastifyApp, type Logger } from '@svc/platform';
import type { SelfHostConfig } from './self-host.config.js';
import { SelfHostModule } from './self-host.module.js';

/** Builds the self-hosted HTTP app and listens; SIGTERM/SIGINT close it (Nest's shutdown hooks). */
export async function startSelfHost(config: SelfHostConfig, logger: Logger): Promise<NestFastifyApplication> {
  const app = await createFastifyApp(SelfHostModule.register(config, logger), { bodyLimitBytes: config.bodyLimitBytes }, logger);
  await app.listen(config.port, config.host);
  logger.info({ url: await app.getUrl(), bodyLimitBytes: config.bodyLimitBytes }, 'models self-hosted HTTP surface ready');
  return app;
}
