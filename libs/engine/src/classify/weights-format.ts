/**
 * The weights as a compact versioned binary: magic `SVCC`, format version, a JSON header (labels,
 * feature settings, calibration), then little-endian arrays — feature ids (u32), idf (f32), bias (f32),
 * per-class scale (f32) and the weight matrix quantised to int16 per class. A checksum over everything
 * after the fixed header refuses truncated or altered weights.
 */
import type { FeatureConfig } from './features.js';
import type { ClassifierModel } from './model.js';
import { vocabularyFrom } from './vectorise.js';

const MAGIC = 0x43435653; // "SVCC" read little-endian
export const FORMAT_VERSION = 1;
const FIXED = 16;

interface Header {
  labels: string[];
  features: FeatureConfig;
  charWeight: number;
  temperature: number;
  threshold: number;
  featureCount: number;
}

function checksum(bytes: Uint8Array, from: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 0x01000193);
  return h >>> 0;
}

const align4 = (n: number) => (n + 3) & ~3;

export function encodeWeights(model: ClassifierModel): Uint8Array {
  const { linear, vocab } = model;
  const d = linear.features;
  const k = linear.classes;
  const header: Header = {
    labels: model.labels,
    features: model.features,
    charWeight: model.charWeight,
    temperature: model.temperature,
    threshold: model.threshold,
    featureCount: d,
  };
  const json = new TextEncoder().encode(JSON.stringify(header));
  const start = align4(FIXED + json.length);
  const size = start + 4 * d + 4 * d + 4 * k + 4 * k + align4(2 * d * k);
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint16(4, FORMAT_VERSION, true);
  view.setUint32(8, json.length, true);
  bytes.set(json, FIXED);
  let at = start;
  for (let f = 0; f < d; f++, at += 4) view.setUint32(at, vocab.ids[f], true);
  for (let f = 0; f < d; f++, at += 4) view.setFloat32(at, vocab.idf[f], true);
  for (let c = 0; c < k; c++, at += 4) view.setFloat32(at, linear.bias[c], true);
  const scale = new Float32Array(k);
  for (let i = 0; i < d * k; i++) scale[i % k] = Math.max(scale[i % k], Math.abs(linear.w[i]));
  for (let c = 0; c < k; c++) scale[c] = scale[c] > 0 ? scale[c] / 32767 : 1;
  for (let c = 0; c < k; c++, at += 4) view.setFloat32(at, scale[c], true);
  for (let i = 0; i < d * k; i++, at += 2) view.setInt16(at, Math.round(linear.w[i] / scale[i % k]), true);
  view.setUint32(12, checksum(bytes, FIXED), true);
  return bytes;
}

function corrupt(why: string): Error {
  return new Error(`classifier weights are corrupt or not classifier weights: ${why}`);
}

export function decodeWeights(bytes: Uint8Array): ClassifierModel {
  if (!(bytes instanceof Uint8Array) || bytes.length < FIXED) throw corrupt('too short');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC) throw corrupt('bad magic');
  const version = view.getUint16(4, true);
  if (version !== FORMAT_VERSION) throw corrupt(`format version ${version}, this build reads ${FORMAT_VERSION}`);
  const jsonLength = view.getUint32(8, true);
  if (FIXED + jsonLength > bytes.length) throw corrupt('truncated header');
  if (checksum(bytes, FIXED) !== view.getUint32(12, true)) throw corrupt('checksum mismatch');
  let header: Header;
  try {
    header = JSON.parse(new TextDecoder().decode(bytes.subarray(FIXED, FIXED + jsonLength))) as Header;
  } catch {
    throw corrupt('unreadable header');
  }
  const d = header.featureCount;
  const k = header.labels?.length ?? 0;
  const start = align4(FIXED + jsonLength);
  if (!Number.isInteger(d) || k < 2 || start + 8 * d + 8 * k + 2 * d * k > bytes.length) throw corrupt('sizes disagree');
  let at = start;
  const ids = new Uint32Array(d);
  const idf = new Float32Array(d);
  const bias = new Float32Array(k);
  const scale = new Float32Array(k);
  const w = new Float32Array(d * k);
  for (let f = 0; f < d; f++, at += 4) ids[f] = view.getUint32(at, true);
  for (let f = 0; f < d; f++, at += 4) idf[f] = view.getFloat32(at, true);
  for (let c = 0; c < k; c++, at += 4) bias[c] = view.getFloat32(at, true);
  for (let c = 0; c < k; c++, at += 4) scale[c] = view.getFloat32(at, true);
  for (let i = 0; i < d * k; i++, at += 2) w[i] = view.getInt16(at, true) * scale[i % k];
  return {
    labels: header.labels,
    features: header.features,
    charWeight: header.charWeight,
    vocab: vocabularyFrom(ids, idf),
    linear: { features: d, classes: k, w, bias },
    temperature: header.temperature,
    threshold: header.threshold,
  };
}
