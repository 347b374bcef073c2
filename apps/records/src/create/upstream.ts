import { ClassifierSubjects, type ClassifyView, isUuid, ModelsSubjects } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { BusUnavailableError, type ServiceBus } from '@svc/platform';

/** What one upstream call of a create gave: an answer, or why not (a fallback's reason). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string; refusal?: SvcError };

/** The classifier's label: only these fields are kept from its answer. */
export interface Label {
  label: string | null;
  status: 'ok' | 'low_confidence';
  confidence: number;
  versionId: string;
}


/** `promise`, or a BusUnavailableError('timeout') after `ms` (the in-process bus of the embedded mode has no deadline of its own). */
function within<T>(promise: Promise<T>, ms: number, subject: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BusUnavailableError('timeout', subject)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** Why an upstream call failed, in the words a fallback record keeps: `<who> timed out` or `<who> unavailable`. */
function failure(who: string, error: unknown): { ok: false; reason: string; refusal?: SvcError } {
  if (error instanceof BusUnavailableError && error.reason === 'timeout') return { ok: false, reason: `${who} timed out` };
  if (error instanceof SvcError && error.status < 500) return { ok: false, reason: `${who} refused the text`, refusal: error };
  return { ok: false, reason: `${who} unavailable` };
}

/** Fills `schema` from `text` with the models service's `structure`; an answer without a record object is nonsense. */
export async function structure(bus: ServiceBus, m: { requestId: string; api: string; schema: string; text: string }, ms: number): Promise<Outcome<object>> {
  try {
    const answer = await within(bus.request(ModelsSubjects.invoke, { requestId: m.requestId, api: m.api, method: 'structure', body: { schema: m.schema, text: m.text } }, ms), ms, ModelsSubjects.invoke.name);
    const record = answer?.kind === 'answer' ? (answer.body as { record?: unknown } | null)?.record : undefined;
    if (typeof record !== 'object' || record === null || Array.isArray(record)) return { ok: false, reason: 'model answered nonsense' };
    return { ok: true, value: record };
  } catch (error) {
    return failure('model', error);
  }
}

/** Labels `text` with the classifier's published version; an answer that is not a classify answer is nonsense. */
export async function classify(bus: ServiceBus, m: { requestId: string; tenantId: string; classifierId: string; text: string }, ms: number): Promise<Outcome<Label>> {
  try {
    const answer = await within(bus.request(ClassifierSubjects.classify, m, ms), ms, ClassifierSubjects.classify.name);
    return isClassifyAnswer(answer)
      ? { ok: true, value: { label: answer.label, status: answer.status, confidence: answer.confidence, versionId: answer.versionId } }
      : { ok: false, reason: 'classifier answered nonsense' };
  } catch (error) {
    const failed = failure('classifier', error);
    // The classifier's own refusals name what is wrong with the default classifier, for the fallback's reason.
    const code = failed.refusal?.code;
    if (code === 'unknown_classifier') return { ...failed, reason: 'classifier deleted' };
    if (code === 'classifier_archived') return { ...failed, reason: 'classifier archived' };
    if (code === 'classifier_not_published') return { ...failed, reason: 'classifier not published' };
    return failed;
  }
}

function isClassifyAnswer(a: unknown): a is ClassifyView {
  if (typeof a !== 'object' || a === null) return false;
  const v = a as Record<string, unknown>;
  return (
    (v.status === 'ok' || v.status === 'low_confidence') &&
    (v.label === null || (typeof v.label === 'string' && v.label.length > 0)) &&
    typeof v.confidence === 'number' && Number.isFinite(v.confidence) && v.confidence >= 0 && v.confidence <= 1 &&
    typeof v.versionId === 'string' && isUuid(v.versionId)
  );
}
