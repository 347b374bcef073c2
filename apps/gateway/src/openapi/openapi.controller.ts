import { readFileSync } from 'node:fs';
import { Controller, Get, Header } from '@nestjs/common';
import { openApiDocument } from './openapi-document.js';

/** `apps/gateway/openapi.yaml`, hand-written, read once (this file runs from `apps/gateway/dist/openapi/`); the model methods are added from their descriptors. */
const DOCUMENT = new URL('../../openapi.yaml', import.meta.url);

@Controller('openapi.yaml')
export class OpenApiController {
  private document?: string;

  @Get()
  @Header('content-type', 'application/yaml; charset=utf-8')
  get(): string {
    this.document ??= openApiDocument(readFileSync(DOCUMENT, 'utf8'));
    return this.document;
  }
}
