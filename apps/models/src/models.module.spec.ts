import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { ModelsModule } from './models.module.js';
import { SelfHostController } from './self-host/self-host.controller.js';

describe('ModelsModule', () => {
  it('does not mount the self-hosted HTTP routes: the embedded suite serves ModelsModule on the public, billed port', () => {
    const module = ModelsModule.register();
    expect(module.controllers ?? []).not.toContain(SelfHostController);
    expect(JSON.stringify(module.imports ?? [])).not.toContain('SelfHost');
  });
});
