import { Injectable } from '@nestjs/common';
import type { RegistryView } from '@svc/contracts';
import { ClassifyHttpService } from '../classify/classify-http.service.js';
import { ModelCallService } from '../model-call/model-call.service.js';
import { RegistryCache } from '../model-call/registry-cache.js';
import { RecordsHttpService } from '../records/records-http.service.js';
import { classifyTool } from './classify-tool.js';
import { recordsCreateTool } from './records-create-tool.js';
import type { McpTool } from './mcp-tool.js';
import { modelTools } from './model-tools.js';

/**
 * Every tool the MCP surface offers: the model methods of each api in the registry (rebuilt when the cached
 * registry changes), then the products whose tools do not depend on it.
 */
@Injectable()
export class McpToolbox {
  private readonly products: McpTool[];
  private built: { view: RegistryView; tools: McpTool[]; byName: Map<string, McpTool> } | undefined;

  constructor(
    private readonly registry: RegistryCache,
    private readonly models: ModelCallService,
    classify: ClassifyHttpService,
    records: RecordsHttpService,
  ) {
    // The billed products besides the model methods, each calling the same gateway service as its REST route.
    this.products = [classifyTool(classify), recordsCreateTool(records)];
  }

  async list(requestId: string): Promise<McpTool[]> {
    return (await this.current(requestId)).tools;
  }

  async find(requestId: string, name: string): Promise<McpTool | undefined> {
    return (await this.current(requestId)).byName.get(name);
  }

  private async current(requestId: string): Promise<{ tools: McpTool[]; byName: Map<string, McpTool> }> {
    let view: RegistryView;
    try {
      view = await this.registry.view(requestId);
    } catch {
      // The models service never answered since start: the other products still work.
      return { tools: this.products, byName: new Map(this.products.map((t) => [t.name, t])) };
    }
    if (this.built?.view !== view) {
      const tools = [...modelTools(view, this.models), ...this.products];
      this.built = { view, tools, byName: new Map(tools.map((t) => [t.name, t])) };
    }
    return this.built;
  }
}
