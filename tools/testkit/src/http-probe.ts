import { Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * A Nest app on Fastify holding only what a unit test of an HTTP piece (a pipe, a guard, a decorator) needs,
 * reached through `inject`: no port, no bus, no database. The caller lists every provider, its LOGGER too.
 */
export async function startHttpProbe(definition: Pick<DynamicModule, 'controllers' | 'providers'>): Promise<HttpProbe> {
  @Module({})
  class HttpProbeModule {}
  const app = await NestFactory.create<NestFastifyApplication>({ module: HttpProbeModule, ...definition }, new FastifyAdapter(), { logger: false });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return new HttpProbe(app);
}

export class HttpProbe {
  constructor(readonly app: NestFastifyApplication) {}

  /** Sends `payload` as it is (a string, so malformed JSON can be sent), with its content type; answers status and JSON. */
  async send(method: 'GET' | 'POST', url: string, payload?: string, options: { contentType?: string; remoteAddress?: string } = {}): Promise<{ status: number; body: unknown }> {
    const headers = payload === undefined ? {} : { 'content-type': options.contentType ?? 'application/json' };
    const res = await this.app.inject({ method, url, payload, headers, remoteAddress: options.remoteAddress });
    return { status: res.statusCode, body: res.json<unknown>() };
  }

  close(): Promise<void> {
    return this.app.close();
  }
}
