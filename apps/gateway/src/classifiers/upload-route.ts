import { Injectable, UnsupportedMediaTypeException, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Route config of the routes that take uploads: the `upload` body limit (SVC_UPLOAD_LIMIT_BYTES) and `text/csv` bodies. */
export const UPLOAD_ROUTE = { bodyLimit: 'upload', csv: true } as const;

/**
 * Reads `text/csv` bodies as text on the routes marked `UPLOAD_ROUTE`; elsewhere such a body stays what it was
 * before, `415` (the model surface takes JSON only).
 */
@Injectable()
export class CsvBodyParser implements OnModuleInit {
  constructor(private readonly host: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.host.httpAdapter.getInstance<FastifyInstance>();
    fastify.addContentTypeParser('text/csv', { parseAs: 'string' }, (req: FastifyRequest, body: string | Buffer, done: (err: Error | null, body?: unknown) => void) => {
      if ((req.routeOptions.config as { csv?: boolean } | undefined)?.csv !== true) {
        done(new UnsupportedMediaTypeException());
        return;
      }
      done(null, typeof body === 'string' ? body : body.toString('utf8'));
    });
  }
}
