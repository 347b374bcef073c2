import 'reflect-metadata';
import { connect } from 'node:net';
import { Body, Controller, Get, Module, Param, Post } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGGER } from '../logging/logger.js';
import { createFastifyApp } from './create-fastify-app.js';
import { HttpErrorFilter } from './http-error.filter.js';

@Controller()
class EchoController {
  @Post('echo')
  echo(@Body() body: unknown): unknown {
    return { got: typeof body };
  }

  @Get('things/:id')
  thing(@Param('id') id: string): unknown {
    return { length: id.length };
  }
}

@Module({ controllers: [EchoController], providers: [{ provide: LOGGER, useValue: pino({ level: 'silent' }) }, { provide: APP_FILTER, useClass: HttpErrorFilter }] })
class EchoModule {}

let app: NestFastifyApplication;
let port = 0;

beforeAll(async () => {
  app = await createFastifyApp({ module: EchoModule }, { bodyLimitBytes: 1_048_576 }, pino({ level: 'silent' }));
  await app.listen(0, '127.0.0.1');
  port = (app.getHttpServer().address() as { port: number }).port;
});
afterAll(async () => {
  await app?.close();
});

/** Sends raw bytes on a fresh connection and reads the answer until the server closes or a whole body came. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      text += chunk;
      const end = text.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(text.slice(0, end));
      if (end >= 0 && length && text.length >= end + 4 + Number(length[1])) socket.end();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const end = text.indexOf('\r\n\r\n');
      resolve({ status: Number(text.slice(9, 12)), headers: text.slice(0, end).toLowerCase(), body: text.slice(end + 4) });
    });
  });
}

const get = (path: string) => raw(`GET ${path} HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n`);

function expectDetail(answer: { status: number; headers: string; body: string }, status: number, detail: unknown): void {
  expect(answer.status).toBe(status);
  expect(JSON.parse(answer.body)).toEqual({ detail });
  expect(answer.headers).toMatch(/\r\nx-request-id: [0-9a-f-]{36}/);
}

describe('answers the router and the HTTP parser give before any route runs', () => {
  it('a path with malformed percent-encoding is 400 malformed url', async () => {
    for (const path of ['/things/%zz', '/things/%c0%af', '/things/a%']) expectDetail(await get(path), 400, 'malformed url');
  });

  it('a path parameter up to 1,024 characters reaches the route; longer is 414 uri too long', async () => {
    const ok = await get(`/things/${'k'.repeat(1024)}`);
    expect([ok.status, JSON.parse(ok.body)]).toEqual([200, { length: 1024 }]);
    expectDetail(await get(`/things/${'k'.repeat(1025)}`), 414, 'uri too long');
  });

  it('an unknown method, a header with a NUL, bad chunked encoding and two Content-Lengths are 400 malformed request', async () => {
    expectDetail(await raw('FOO /echo HTTP/1.1\r\nhost: x\r\n\r\n'), 400, 'malformed request');
    expectDetail(await raw('GET /things/a HTTP/1.1\r\nhost: x\r\nx-a: a\0b\r\n\r\n'), 400, 'malformed request');
    expectDetail(await raw('POST /echo HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n'), 400, 'malformed request');
    expectDetail(await raw('POST /echo HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 2\r\ncontent-length: 3\r\n\r\n{}'), 400, 'malformed request');
  });

  it('headers over 16 KiB are 431 request headers too large', async () => {
    expectDetail(await raw(`GET /things/a HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`), 431, 'request headers too large');
  });

  it('answers HEAD with no body, which a client would take for the start of another answer (found by the fuzz suite)', async () => {
    const answer = await raw(`HEAD /things/a?q=${'a'.repeat(20_000)} HTTP/1.1\r\nhost: x\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/\r\nx-request-id: [0-9a-f-]{36}/);
    expect(answer.body).toBe('');
  });
});

describe('JSON bodies', () => {
  const post = (body: string) => raw(`POST /echo HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);

  it('nested 5,000 deep in any field is 422 with a list, not a 500', async () => {
    const answer = await post(`{"text":"x","tools":[{"a":${'['.repeat(5000)}${']'.repeat(5000)}}]}`);
    expectDetail(answer, 422, [{ loc: ['body'], msg: 'JSON nested deeper than 64 levels', type: 'json_invalid' }]);
  });

  it('nested 64 deep is parsed', async () => {
    const answer = await post(`${'['.repeat(64)}${']'.repeat(64)}`);
    expect([answer.status, JSON.parse(answer.body)]).toEqual([201, { got: 'object' }]);
  });

  it('that is not JSON is still 422 json_invalid', async () => {
    const answer = await post('{"text":');
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body)).toEqual({ detail: [{ loc: ['body'], msg: 'body is not valid JSON', type: 'json_invalid' }] });
  });
});
