import { Controller, Get, Header } from '@nestjs/common';
import { handWrittenOpenApi } from './hand-written.js';
import { openApiDocument } from './openapi-document.js';

/** The hand-written `apps/gateway/openapi.yaml`, with the model methods added from their descriptors. */
@Controller('openapi.yaml')
export class OpenApiController {
  private document?: string;

  @Get()
  @Header('content-type', 'application/yaml; charset=utf-8')
  get(): string {
    this.document ??= openApiDocument(handWrittenOpenApi());
    return this.document;
  }
}
