import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { IsEmailAddress, IsName, LoginBody } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { startHttpProbe, type HttpProbe } from '@svc/testkit';
import { IsOptional, IsUUID } from 'class-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, LOGGER } from '../logging/logger.js';
import { BodyOrEmpty } from './body-or-empty.decorator.js';
import { ContractBodyPipe } from './contract-body.pipe.js';
import { HttpErrorFilter } from './http-error.filter.js';

class NameBody {
  @IsName()
  name!: string;
}
class ListQuery {
  @IsOptional()
  @IsUUID()
  tenant_id?: string;
}
class InviteBody {
  @IsEmailAddress()
  email!: string;
}

const tenant = new ParseUUIDPipe({ exceptionFactory: () => new SvcError('unknown_tenant') });

@Controller()
class ProbeController {
  @Post('login')
  login(@Body() body: LoginBody): object {
    return { instance: body instanceof LoginBody, email: body.email };
  }

  @Post('raw')
  raw(@Body() body: unknown): unknown {
    return { body: body ?? null };
  }

  @Post('named')
  named(@BodyOrEmpty() body: NameBody): object {
    return body;
  }

  @Get('list')
  list(@Query() query: ListQuery): object {
    return { tenant_id: query.tenant_id ?? null };
  }

  @Post('tenants/:id/invite')
  invite(@Param('id', tenant) id: string, @Body() body: InviteBody): object {
    return { id, email: body.email };
  }

  @Post('tenants/:id/invite-or-empty')
  inviteOrEmpty(@Param('id', tenant) id: string, @BodyOrEmpty() body: InviteBody): object {
    return { id, email: body.email };
  }
}

let probe: HttpProbe;
const call = (method: 'GET' | 'POST', url: string, payload?: string, contentType?: string) => probe.send(method, url, payload, { contentType });
const TENANT = '3f1d6b1e-8a43-4d5c-9a57-0b2a8a0d1c11';

beforeAll(async () => {
  probe = await startHttpProbe({
    controllers: [ProbeController],
    providers: [
      { provide: LOGGER, useValue: createLogger('test', 'silent') },
      { provide: APP_FILTER, useClass: HttpErrorFilter },
      { provide: APP_PIPE, useClass: ContractBodyPipe },
    ],
  });
});
afterAll(() => probe?.close());

describe('ContractBodyPipe: @Body() dto: X over HTTP', () => {
  it('hands the handler an instance of the class, and answers 422 with every problem for a bad body', async () => {
    expect(await call('POST', '/login', JSON.stringify({ email: 'a@b.co', password: 'p' }))).toEqual({ status: 201, body: { instance: true, email: 'a@b.co' } });
    expect(await call('POST', '/login', JSON.stringify({ email: 'no', password: 7 }))).toEqual({
      status: 422,
      body: {
        detail: [
          { loc: ['body', 'email'], msg: 'email must be longer than or equal to 3 characters', type: 'isLength' },
          { loc: ['body', 'email'], msg: 'email must be an email', type: 'isEmail' },
          { loc: ['body', 'password'], msg: 'password must be longer than or equal to 1 and shorter than or equal to 1024 characters', type: 'isLength' },
          { loc: ['body', 'password'], msg: 'password must be a string', type: 'isString' },
        ],
      },
    });
  });

  it('refuses no body, an array, a JSON or plain-text string as not a JSON object; invalid JSON and other media types as before', async () => {
    const notAnObject = { status: 422, body: { detail: [{ loc: ['body'], msg: 'body must be a JSON object', type: 'type_error' }] } };
    expect(await call('POST', '/login')).toEqual(notAnObject);
    expect(await call('POST', '/login', '[]')).toEqual(notAnObject);
    expect(await call('POST', '/login', '"text"')).toEqual(notAnObject);
    expect(await call('POST', '/login', '{"email":')).toEqual({ status: 422, body: { detail: [{ loc: ['body'], msg: 'body is not valid JSON', type: 'json_invalid' }] } });
    expect(await call('POST', '/login', 'email=a', 'text/plain')).toEqual(notAnObject);
    expect(await call('POST', '/login', '<email/>', 'application/xml')).toEqual({ status: 415, body: { detail: 'content-type must be application/json' } });
  });

  it('refuses NUL and lone surrogates in any string of a body or query before any other check, naming the field', async () => {
    // Raw JSON text: a lone surrogate made IsEmail throw (encodeURI), which was a 500.
    expect(await call('POST', '/login', '{"email":"a\\ud800@b.co","password":"p\\u0000w"}')).toEqual({
      status: 422,
      body: {
        detail: [
          { loc: ['body', 'email'], msg: 'email must not contain a lone surrogate (an unpaired \\ud800-\\udfff)', type: 'value_error' },
          { loc: ['body', 'password'], msg: 'password must not contain a NUL character (U+0000)', type: 'value_error' },
        ],
      },
    });
    expect(await call('GET', '/list?tenant_id=%00')).toEqual({ status: 422, body: { detail: [{ loc: ['query', 'tenant_id'], msg: 'tenant_id must not contain a NUL character (U+0000)', type: 'value_error' }] } });
    expect(await call('POST', '/raw', '{"text":"a\\u0000\\ud800"}')).toEqual({ status: 201, body: { body: { text: 'a\u0000\ud800' } } });
  });

  it('leaves a body typed unknown as it came', async () => {
    expect(await call('POST', '/raw', '[1,2]')).toEqual({ status: 201, body: { body: [1, 2] } });
    expect(await call('POST', '/raw')).toEqual({ status: 201, body: { body: null } });
  });

  it('validates a query class with locations under query', async () => {
    expect(await call('GET', `/list?tenant_id=${TENANT}`)).toEqual({ status: 200, body: { tenant_id: TENANT } });
    expect(await call('GET', '/list?tenant_id=x')).toEqual({ status: 422, body: { detail: [{ loc: ['query', 'tenant_id'], msg: 'tenant_id must be a UUID', type: 'isUuid' }] } });
  });

  it('answers a path that names nothing before a bad body, as when handlers validated bodies themselves', async () => {
    for (const route of ['invite', 'invite-or-empty']) {
      expect(await call('POST', `/tenants/nope/${route}`, '{"email":7}')).toEqual({ status: 404, body: { detail: 'unknown tenant' } });
      expect((await call('POST', `/tenants/${TENANT}/${route}`, '{"email":7}')).status).toBe(422);
      expect(await call('POST', `/tenants/${TENANT}/${route}`, '{"email":"a@b.co"}')).toEqual({ status: 201, body: { id: TENANT, email: 'a@b.co' } });
    }
  });
});

describe('@BodyOrEmpty()', () => {
  it('takes no body as {} and names the missing fields; a body given is validated as any', async () => {
    const missing = {
      status: 422,
      body: {
        detail: [
          { loc: ['body', 'name'], msg: 'name must be longer than or equal to 1 characters', type: 'isLength' },
          { loc: ['body', 'name'], msg: 'name must be a string', type: 'isString' },
        ],
      },
    };
    expect(await call('POST', '/named')).toEqual(missing);
    expect(await call('POST', '/named', '{}')).toEqual(missing);
    expect(await call('POST', '/named', '[]')).toEqual({ status: 422, body: { detail: [{ loc: ['body'], msg: 'body must be a JSON object', type: 'type_error' }] } });
    expect(await call('POST', '/named', '{"name":"k"}')).toEqual({ status: 201, body: { name: 'k' } });
  });
});
