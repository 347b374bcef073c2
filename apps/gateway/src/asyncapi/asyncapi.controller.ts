import { Controller, Get, Header } from '@nestjs/common';
import { asyncApiDocument } from '@svc/contracts';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { asyncApiYaml } from './asyncapi-document.js';

/** The catalogue of the NATS events (docs/events.md), generated from the event classes; public, like /openapi.yaml. */
@ApiTags('docs')
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
  @ApiOperation({ summary: 'The catalogue of the NATS events the services publish (AsyncAPI 3.0), in JSON' })
  @ApiProduces('application/json')
  @ApiResponse({ status: 200, description: 'the AsyncAPI document', schema: { type: 'object' } })
  @Header('content-type', 'application/json; charset=utf-8')
  getJson(): string {
    return this.json;
  }

  @Get('asyncapi.yaml')
  @ApiOperation({ summary: 'The same catalogue, in YAML' })
  @ApiProduces('application/yaml')
  @ApiResponse({ status: 200, description: 'the AsyncAPI document', schema: { type: 'string' } })
  @Header('content-type', 'application/yaml; charset=utf-8')
  getYaml(): string {
    return this.yaml;
  }
}
