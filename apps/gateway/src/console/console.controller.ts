import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { MODEL_METHODS, type ModelMethodDescriptor } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ConsoleFiles, type ConsoleFile } from './console-files.js';

/**
 * Headers of every console answer. The files are not content-hashed, so browsers revalidate each time
 * (`no-cache` with a strong ETag: a 304 when nothing changed). The policy allows this origin only: no CDN,
 * no inline script, no framing.
 */
const HEADERS = {
  'cache-control': 'no-cache',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
};

/**
 * The web console (docs/console.md): static files under /console/, and index.html for every other path
 * below it (the console's own routes, `/console/keys`, `/console/reset`, ...). It calls the same public
 * routes as curl does; `GET /console/methods.json` lists the model methods with their example bodies (from
 * the method descriptors) for its playground.
 */
// The console's files are pages for people, not part of the API description (its routes are public ones).
@ApiExcludeController()
@Controller('console')
export class ConsoleController {
  constructor(private readonly files: ConsoleFiles) {}

  @Get()
  root(@Req() req: FastifyRequest, @Res() reply: FastifyReply): void {
    if (!req.url.split('?')[0].endsWith('/')) {
      void reply.redirect('/console/', 308);
      return;
    }
    this.send(req, reply, this.files.get('index.html'));
  }

  @Get('methods.json')
  methods(): { methods: { name: string; title: string; description: string; example: object }[] } {
    return { methods: Object.values(MODEL_METHODS).map((m: ModelMethodDescriptor) => ({ name: m.name, title: m.title, description: m.description, example: m.example })) };
  }

  // Fastify's own wildcard (find-my-way): the rest of the path is the `*` parameter
  @Get('*')
  file(@Req() req: FastifyRequest, @Res() reply: FastifyReply, @Param('*') name: string | undefined): void {
    name ??= '';
    const file = this.files.get(name);
    // a path that names a file (a dot in its last part) is that file or 404; any other is a page of the console
    if (!file && /\.[a-z0-9]+$/i.test(name)) throw new SvcError('not_found');
    this.send(req, reply, file ?? this.files.get('index.html'));
  }

  private send(req: FastifyRequest, reply: FastifyReply, file: ConsoleFile | undefined): void {
    if (!file) throw new SvcError('not_found');
    void reply.headers({ ...HEADERS, etag: file.etag });
    if (req.headers['if-none-match'] === file.etag) {
      void reply.code(304).send();
      return;
    }
    void reply.type(file.type).send(file.body);
  }
}
