import 'reflect-metadata';
import { Controller, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';

/** The baseline: the gateway's HTTP stack (Nest 12 on Fastify) with one endpoint that does nothing. */
@Controller()
class HelloController {
  @Post('hello')
  hello(): { hello: string } {
    return { hello: 'world' };
  }
}

@Module({ controllers: [HelloController] })
class HelloModule {}

const app = await NestFactory.create<NestFastifyApplication>(HelloModule, new FastifyAdapter(), { logger: false });
await app.listen(Number(process.env.PORT ?? 8099), '127.0.0.1');
process.stdout.write('hello ready\n');
