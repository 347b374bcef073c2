import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { LoginBody } from '@svc/contracts';
import { ContractBodyPipe, createLogger, HttpErrorFilter, LOGGER } from '@svc/platform';
import { startHttpProbe, type HttpProbe } from '@svc/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_HTTP_CONFIG } from '../config/auth-http.config.js';
import { CounterStore } from '../rate-limit/counter-store.js';
import { MemoryCounterStore } from '../rate-limit/memory-counter-store.js';
import { AuthThrottleGuard, Throttled } from './auth-throttle.guard.js';
import { AuthThrottle } from './auth-throttle.js';

@Controller()
class LoginProbeController {
  @Post('login')
  @HttpCode(200)
  @Throttled('login')
  login(@Body() body: LoginBody): object {
    return { email: body.email };
  }
}

let probe: HttpProbe;
const login = async (payload: string, remoteAddress: string) => (await probe.send('POST', '/login', payload, { remoteAddress })).status;

beforeAll(async () => {
  probe = await startHttpProbe({
    controllers: [LoginProbeController],
    providers: [
      { provide: LOGGER, useValue: createLogger('test', 'silent') },
      { provide: APP_FILTER, useClass: HttpErrorFilter },
      { provide: APP_PIPE, useClass: ContractBodyPipe },
      { provide: AUTH_HTTP_CONFIG, useValue: { throttlePerMinute: 2, publicUrl: 'http://x', trustProxyHops: 0, counterPrefix: '' } },
      { provide: CounterStore, useValue: new MemoryCounterStore() },
      AuthThrottle,
      AuthThrottleGuard,
    ],
  });
});
afterAll(() => probe?.close());

describe('@Throttled', () => {
  it('counts a malformed attempt before its body is validated', async () => {
    const good = JSON.stringify({ email: 'a@b.co', password: 'secret' });
    expect(await login('{"email":7}', '10.0.0.1')).toBe(422);
    expect(await login('[]', '10.0.0.1')).toBe(422);
    expect(await login(good, '10.0.0.1')).toBe(429);
    expect(await login(good, '10.0.0.2')).toBe(200);
  });

  it('counts per email across addresses', async () => {
    const attempt = JSON.stringify({ email: 'B@c.co', password: 7 });
    expect(await login(attempt, '10.0.1.1')).toBe(422);
    expect(await login(attempt, '10.0.1.2')).toBe(422);
    expect(await login(JSON.stringify({ email: 'b@c.co', password: 'secret' }), '10.0.1.3')).toBe(429);
  });
});
