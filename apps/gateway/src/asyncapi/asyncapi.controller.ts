import { Controller, Get, Header } from '@nestjs/common';
import { asyncApiDocument } from '@svc/contracts';
import { asyncApiYaml } from './asyncapi-document.js';

/** The catalogue of the NATS events (docs/events.md), generated from the event classes; public, like /openapi.yaml. */
@Controller()
export class AsyncApiController {
  // Built once, when the gateway starts (about 0.1 s of CPU): the classes do not change while it runs.
  private readonly json: string;
  private readonly yaml: string;

  constructor() {
    const document = asyncApiDocument();
    this.json = JSON.stringify(document);
    this.yaml = asyncApiYaml(document);
  }

  @Get('asyncapi.json')
  @Header('content-type', 'application/json; charset=utf-8')
  getJson(): string {
    return this.json;
  }

  @Get('asyncapi.yaml')
  @Header('content-type', 'application/yaml; charset=utf-8')
  getYaml(): string {
    return this.yaml;
  }
}
