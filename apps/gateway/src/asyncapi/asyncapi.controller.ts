import { Controller, Get, Header } from '@nestjs/common';
import { asyncApiDocument } from '@svc/contracts';
import { asyncApiYaml } from './asyncapi-document.js';

/** The catalogue of the NATS events (docs/events.md), generated from the event classes; public, like /openapi.yaml. */
@Controller()
export class AsyncApiController {
  // Built once, when the gateway starts: the classes do not change while it runs.
  private readonly json = JSON.stringify(asyncApiDocument());
  private readonly yaml = asyncApiYaml();

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
