import { ValidateBy } from 'class-validator';
import { Env } from './env.decorator.js';

const isHttpUrl = (value: unknown): boolean => typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/** Where users reach the service: read by auth (the password-reset link) and the gateway (the session cookie). */
export class PublicUrlEnv {
  @Env({
    default: (env) => `http://127.0.0.1:${env.PORT || '8080'}`,
    shown: '`http://127.0.0.1:$PORT`',
    normalise: (url) => url.replace(/\/+$/, ''),
    expected: 'an http(s) URL',
    doc: 'where users reach the service: base of the password-reset link; `https://…` makes the session cookie `Secure`',
  })
  @ValidateBy({ name: 'isHttpUrl', validator: { validate: isHttpUrl, defaultMessage: () => 'an http(s) URL' } })
  SVC_PUBLIC_URL!: string;
}
