import { randomUUID } from 'node:crypto';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import * as contracts from '../index.js';
import { validateContract } from '../validate-contract.js';
import { describedPayloadSchema } from './asyncapi.js';
import { EVENT_CATALOGUE, eventVersion } from './event-catalogue.js';
import { eventPayloadSchema, type EventFieldSchema } from './event-schema.js';

/** Every EventSubject @svc/contracts exports for the outboxes (`svc.…`; the gateways' `gateway.alive` beat is no domain event). */
function exportedDomainEvents(): Array<{ base: string; payload: new () => object }> {
  const found: Array<{ base: string; payload: new () => object }> = [];
  for (const value of Object.values(contracts)) {
    if (typeof value !== 'object' || value === null) continue;
    for (const member of Object.values(value as Record<string, unknown>)) {
      const s = member as { base?: unknown; payload?: unknown };
      if (typeof s?.base === 'string' && typeof s.payload === 'function' && s.base.startsWith('svc.')) found.push(s as { base: string; payload: new () => object });
    }
  }
  return found;
}

const ajv = new Ajv({ allErrors: true, strict: true });
ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);

/** A value the field's schema accepts (`nulled`: null where the schema allows it). */
function sample(field: EventFieldSchema, nulled: boolean): unknown {
  const types = field.type === undefined ? [] : Array.isArray(field.type) ? field.type : [field.type];
  if (nulled && types.includes('null')) return null;
  if (field.const !== undefined) return field.const;
  if (field.enum !== undefined) return field.enum[0];
  if (field.format === 'uuid') return randomUUID();
  if (field.format === 'email') return 'someone@example.test';
  if (types.includes('array') && field.items) return [Object.fromEntries(Object.entries(field.items.properties).map(([k, f]) => [k, sample(f, nulled)]))];
  if (types.includes('integer')) return 7;
  if (types.includes('number')) return 0.75;
  if (types.includes('boolean')) return true;
  return 'text';
}

/** A value of another JSON type than the field takes. */
function mistyped(field: EventFieldSchema): unknown {
  const types = field.type === undefined ? [] : Array.isArray(field.type) ? field.type : [field.type];
  if (types.includes('string')) return 42;
  return 'not-a-number';
}

describe('the event catalogue', () => {
  it('lists every domain event @svc/contracts declares, once, each with a version in its subject', () => {
    const declared = exportedDomainEvents().map((e) => e.base);
    const listed = EVENT_CATALOGUE.map((e) => e.event.base);
    expect(new Set(declared).size).toBe(16);
    expect(new Set(listed)).toEqual(new Set(declared));
    expect(new Set(listed).size).toBe(listed.length);
    expect(new Set(EVENT_CATALOGUE.map((e) => e.name)).size).toBe(EVENT_CATALOGUE.length);
    for (const entry of EVENT_CATALOGUE) {
      // A v2 is published beside its v1 (docs/events.md, "Versions"): the earlier version stays in the catalogue.
      const version = eventVersion(entry.event.base);
      if (version > 1) expect(listed, entry.name).toContain(entry.event.base.replace(/\.v\d+$/, `.v${version - 1}`));
      expect(entry.event.base.startsWith(`svc.${entry.publisher}.`), entry.name).toBe(true);
    }
  });

  it('describes every field of every event, and `eventId` is required in each', () => {
    for (const entry of EVENT_CATALOGUE) {
      const schema = describedPayloadSchema(entry);
      expect(schema.required).toContain('eventId');
      for (const [field, property] of Object.entries(schema.properties)) expect(property.description, `${entry.name}.${field}`).toBeTruthy();
    }
  });

  it("each payload schema accepts and refuses what the event's class does", () => {
    for (const entry of EVENT_CATALOGUE) {
      const cls = entry.event.payload;
      const schema = eventPayloadSchema(cls);
      const validate = ajv.compile(schema);
      for (const nulled of [false, true]) {
        const body = Object.fromEntries(Object.entries(schema.properties).map(([k, f]) => [k, sample(f, nulled)]));
        expect(validate(body), `${entry.name} ${JSON.stringify(body)} ${ajv.errorsText(validate.errors)}`).toBe(true);
        expect(() => validateContract(cls, body, entry.name)).not.toThrow();
      }
      const full = Object.fromEntries(Object.entries(schema.properties).map(([k, f]) => [k, sample(f, false)]));
      for (const [field, property] of Object.entries(schema.properties)) {
        const wrong = { ...full, [field]: mistyped(property) };
        expect(validate(wrong), `${entry.name}.${field} mistyped`).toBe(false);
        expect(() => validateContract(cls, wrong, entry.name), `${entry.name}.${field} mistyped`).toThrow();
        const without = Object.fromEntries(Object.entries(full).filter(([k]) => k !== field));
        const required = schema.required.includes(field);
        expect(validate(without), `${entry.name} without ${field}`).toBe(!required);
        if (required) expect(() => validateContract(cls, without, entry.name)).toThrow();
        else expect(() => validateContract(cls, without, entry.name)).not.toThrow();
      }
    }
  });

  it("each entry's example is a body its class and its schema accept, with every field of the schema", () => {
    for (const entry of EVENT_CATALOGUE) {
      const schema = eventPayloadSchema(entry.event.payload);
      const validate = ajv.compile(schema);
      expect(validate(entry.example), `${entry.name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      expect(() => validateContract(entry.event.payload, entry.example, entry.name)).not.toThrow();
      expect(Object.keys(entry.example).sort(), entry.name).toEqual(Object.keys(schema.properties).sort());
    }
    expect(new Set(EVENT_CATALOGUE.map((e) => e.example.eventId)).size).toBe(EVENT_CATALOGUE.length);
  });

  it('refuses to document a decorator it does not know, or a field without a type', async () => {
    const { IsPositive, IsOptional, IsUUID } = await import('class-validator');
    class Odd {
      @IsUUID()
      eventId!: string;
      @IsPositive()
      amount!: number;
    }
    class Untyped {
      @IsOptional()
      score!: number | null;
    }
    expect(() => eventPayloadSchema(Odd)).toThrow(/@isPositive on Odd.amount/);
    expect(() => eventPayloadSchema(Untyped)).toThrow(/Untyped.score has no type/);
  });
});
