import { call, get, type Answer } from '../api.js';
import { button, field, fill, h, input, pretty, table, when } from '../dom.js';
import { BASE, navigate, type PageContext } from '../router.js';
import { session } from '../state.js';
import { busy, outcome } from '../ui.js';
import { billingHeaders } from './playground.js';

interface Classifier {
  classifier_id: string;
  name: string;
  description: string | null;
  created_at: string;
  archived: boolean;
  published_version_id: string | null;
  example_count: number;
  labels?: { label: string; examples: number }[];
  versions?: Version[];
}
interface PerLabel {
  label: string;
  train: number;
  holdout: number;
  precision: number;
  recall: number;
  f1: number;
}
interface Metrics {
  accuracy: number;
  macro_f1: number;
  threshold: number;
  holdout_size: number;
  train_size: number;
  labels?: PerLabel[];
  per_label?: PerLabel[];
}
interface Version {
  version_id: string;
  number: number;
  status: 'queued' | 'training' | 'ready' | 'failed';
  progress: number;
  error: string | null;
  metrics: Metrics | null;
  example_count: number;
  created_at: string;
  finished_at: string | null;
}

const q = () => session.tenantQuery();

export async function classifiersPage({ main }: PageContext): Promise<void> {
  const list = h('div');
  const out = outcome();
  const load = async () => {
    const { classifiers } = await get<{ classifiers: Classifier[] }>(`/v1/classifiers${q()}`);
    fill(
      list,
      table(
        'Your classifiers',
        ['Name', 'Examples', 'Published version', 'State', 'Created'],
        classifiers.map((c) => [h('a', { href: `${BASE}classifiers/${c.classifier_id}` }, c.name), c.example_count, c.published_version_id ? 'yes' : 'none', c.archived ? 'archived' : 'active', when(c.created_at)]),
        { 'data-testid': 'classifiers' },
      ),
    );
  };
  const name = input({ type: 'text', name: 'name', required: true, maxlength: 200 });
  const description = input({ type: 'text', name: 'description', maxlength: 2000 });
  const create = h('form', { class: 'inline' }, field('Name', name), field('Description (optional)', description), h('button', { type: 'submit', class: 'primary' }, 'Create classifier'));
  create.addEventListener('submit', (e) => {
    e.preventDefault();
    void busy(create.querySelector('button'), out, async () => {
      const res = await call<Classifier>('POST', `/v1/classifiers${q()}`, { body: { name: name.value.trim(), ...(description.value.trim() ? { description: description.value.trim() } : {}) } });
      navigate(`classifiers/${res.body.classifier_id}`);
    });
  });
  fill(main, session.canChange() ? create : null, out, list);
  await load();
}

export async function classifierPage({ main, params, signal }: PageContext): Promise<void> {
  const id = params[0];
  const base = `/v1/classifiers/${id}`;
  const out = outcome();
  const head = h('div');
  const labels = h('div');
  const versions = h('div');
  const training = h('section', { 'aria-labelledby': 'train-h' });
  const quality = h('section', { 'aria-live': 'polite' });
  let c: Classifier;

  const load = async () => {
    c = await get<Classifier>(`${base}${q()}`);
    document.title = `${c.name} · svc console`;
    fill(
      head,
      h('p', null, h('a', { href: `${BASE}classifiers` }, '← All classifiers')),
      h('h2', { 'data-testid': 'classifier-name' }, c.name, c.archived ? ' (archived)' : ''),
      c.description ? h('p', null, c.description) : null,
      h('p', null, `${c.example_count} examples · id `, h('code', null, c.classifier_id)),
      session.canChange()
        ? button(c.archived ? 'Unarchive' : 'Archive', (e) =>
            busy(e.currentTarget as HTMLButtonElement, out, async () => {
              await call('POST', `${base}/${c.archived ? 'unarchive' : 'archive'}${q()}`);
              out.ok(c.archived ? 'Unarchived.' : 'Archived: classify answers 410 until it is unarchived.');
              await load();
            }),
          )
        : null,
    );
    fill(labels, table('Examples per label', ['Label', 'Examples'], (c.labels ?? []).map((l) => [l.label, l.examples])));
    const published = c.versions?.find((v) => v.version_id === c.published_version_id);
    fill(
      versions,
      table(
        'Versions',
        ['Version', 'Status', 'Accuracy', 'Examples', 'Created', 'Actions'],
        (c.versions ?? []).map((v) => [
          `#${v.number}${v.version_id === c.published_version_id ? ' (published)' : ''}`,
          v.status === 'training' ? `training ${Math.round(v.progress * 100)} %` : v.status,
          v.metrics ? pct(v.metrics.accuracy) : '—',
          v.example_count,
          when(v.created_at),
          h(
            'span',
            { class: 'actions' },
            v.metrics ? button('Quality', () => showQuality(v), { 'aria-label': `Quality of version ${v.number}` }) : null,
            ' ',
            v.status === 'ready' && v.version_id !== c.published_version_id && session.canChange()
              ? button(published && v.number < published.number ? 'Roll back to this' : 'Publish', (e) => publish(e.currentTarget as HTMLButtonElement, v), { 'aria-label': `${published && v.number < published.number ? 'Roll back to' : 'Publish'} version ${v.number}` })
              : null,
          ),
        ]),
        { 'data-testid': 'versions' },
      ),
    );
  };

  const publish = (btn: HTMLButtonElement, v: Version) =>
    busy(btn, out, async () => {
      await call('POST', `${base}/publish${q()}`, { body: { version_id: v.version_id } });
      out.ok(`Version #${v.number} is published: classify answers from it now.`);
      await load();
    });

  const showQuality = (v: Version) => {
    const m = v.metrics;
    if (!m) return;
    const perLabel = m.labels ?? m.per_label ?? [];
    fill(
      quality,
      h('h2', { id: 'quality-h' }, `Quality of version #${v.number}`),
      h(
        'dl',
        { class: 'facts', 'data-testid': 'quality' },
        [
          ['Accuracy', pct(m.accuracy)],
          ['Macro F1', m.macro_f1.toFixed(3)],
          ['Confidence threshold', m.threshold.toFixed(3)],
          ['Held out / trained on', `${m.holdout_size} / ${m.train_size}`],
        ].map(([k, val]) => [h('dt', null, k), h('dd', null, val)]),
      ),
      table('Per label (held-out examples)', ['Label', 'Train', 'Held out', 'Precision', 'Recall', 'F1'], perLabel.map((l) => [l.label, l.train, l.holdout, l.precision.toFixed(3), l.recall.toFixed(3), l.f1.toFixed(3)])),
    );
  };

  // upload: a CSV file or pasted CSV
  const file = input({ type: 'file', accept: '.csv,text/csv', name: 'csv' });
  const pasted = h('textarea', { rows: 5, name: 'csv-text', placeholder: 'text,label\n"I was charged twice",billing\nwhere is my parcel?,shipping' });
  const uploadOut = outcome();
  const upload = h('form', null, field('CSV file with a text and a label column', file), field('…or paste CSV', pasted), h('button', { type: 'submit', class: 'primary' }, 'Upload examples'), uploadOut);
  upload.addEventListener('submit', (e) => {
    e.preventDefault();
    void busy(upload.querySelector('button'), uploadOut, async () => {
      const text = file.files?.[0] ? await file.files[0].text() : pasted.value;
      if (!text.trim()) throw new Error('Choose a CSV file or paste CSV first.');
      const res = await call<{ added: number; total: number }>('POST', `${base}/examples${q()}`, { raw: { body: text, type: 'text/csv' } });
      uploadOut.ok(`Added ${res.body.added} examples; ${res.body.total} in all.`);
      file.value = '';
      pasted.value = '';
      await load();
    });
  });

  // train with a live progress bar: polls the version until it is ready or failed
  const bar = h('progress', { max: 1, value: 0, 'aria-labelledby': 'train-h' });
  const barText = h('span', { class: 'progress-text', 'data-testid': 'progress-text', 'aria-live': 'polite' }, '');
  const trainBtn = button('Train a new version', () =>
    busy(trainBtn, out, async () => {
      const res = await call<Version>('POST', `${base}/versions${q()}`);
      await follow(res.body);
    }),
  );
  const follow = async (v: Version) => {
    trainBtn.disabled = true;
    try {
      while (!signal.aborted) {
        bar.value = v.progress;
        fill(barText, `Version #${v.number}: ${v.status} ${Math.round(v.progress * 100)} %`);
        if (v.status === 'ready' || v.status === 'failed') break;
        await new Promise((r) => setTimeout(r, 400));
        v = await get<Version>(`${base}/versions/${v.version_id}${q()}`);
      }
      if (v.status === 'failed') out.fail(new Error(`Training failed: ${v.error ?? 'no reason given'}`));
      await load();
      if (v.status === 'ready') showQuality(v);
    } finally {
      trainBtn.disabled = false;
    }
  };
  fill(training, h('h2', { id: 'train-h' }, 'Training'), h('p', { class: 'progress-row' }, bar, ' ', barText), session.canChange() ? trainBtn : null);

  // try a text (a billed classify call with the tab's API key)
  const key = input({ type: 'password', name: 'key', autocomplete: 'off', value: session.key() });
  const text = h('textarea', { rows: 3, name: 'text' });
  const tryOut = h('div', { 'aria-live': 'polite' });
  const tryForm = h('form', null, field('API key (Bearer)', key, 'Kept in this tab only; create one on the Keys page.'), field('Text', text), h('button', { type: 'submit', class: 'primary' }, 'Classify'), tryOut);
  tryForm.addEventListener('submit', (e) => {
    e.preventDefault();
    const o = outcome();
    fill(tryOut, o);
    void busy(tryForm.querySelector('button'), o, async () => {
      session.setKey(key.value.trim());
      const res: Answer<{ label: string | null; status: string; confidence: number; candidates: { label: string; score: number }[] }> = await call('POST', `/v1/classify/${id}`, { body: { text: text.value }, key: key.value.trim() });
      const a = res.body;
      fill(
        tryOut,
        h('p', { class: 'big', 'data-testid': 'classify-label' }, a.label ?? '(low confidence)', ' ', h('small', null, `${a.status}, confidence ${a.confidence.toFixed(3)}`)),
        table('Candidates', ['Label', 'Score'], a.candidates.map((x) => [x.label, x.score.toFixed(3)])),
        billingHeaders(res.headers),
        h('details', null, h('summary', null, 'Answer as JSON'), h('pre', null, pretty(a))),
      );
    });
  });

  fill(
    main,
    head,
    out,
    h('div', { class: 'grid' }, h('section', { 'aria-labelledby': 'up-h' }, h('h2', { id: 'up-h' }, 'Examples'), session.canChange() ? upload : null, labels), training),
    quality,
    versions,
    h('section', { 'aria-labelledby': 'try-h' }, h('h2', { id: 'try-h' }, 'Try a text'), tryForm),
  );
  await load();
  const running = c!.versions?.filter((v) => v.status === 'queued' || v.status === 'training').at(-1);
  if (running) void follow(running);
}

function pct(x: number): string {
  return `${(x * 100).toFixed(1)} %`;
}
