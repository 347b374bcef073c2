import { describe, expect, it } from 'vitest';
import { extract } from '../extract.js';
import { inferLayout } from './infer.js';

const one = (text: string) => extract({ text }).records[0].result;
const dump = (lines: string[]) => extract({ text: lines.join('\n'), dump: true }).records.map((r) => r.result);

describe('header inference: one line (generic cues)', () => {
  it('takes a standalone level word in the header over the words of the message, and the component before it', () => {
    const r = one('- 1117838570 2005.06.03 R02-M1-N0-C:J12-U11 2005-06-03-15.42.50.675872 R02-M1-N0-C:J12-U11 RAS KERNEL INFO instruction cache parity error corrected');
    expect(r).toMatchObject({ level: 'info', level_source: 'token', component: 'KERNEL', message: 'instruction cache parity error corrected' });
  });

  it('takes the padded column after the level as the component', () => {
    const r = one('2016-09-28 04:30:30, Info                  CBS    Loaded Servicing Stack v6.1.7601.23505');
    expect(r).toMatchObject({ level: 'info', component: 'CBS', message: 'Loaded Servicing Stack v6.1.7601.23505' });
  });

  it('reads delimited fields after a stamp: the name field is the component', () => {
    expect(one('20171223-22:15:29:606|Step_LSC|30002312|onStandStepChanged 3579')).toMatchObject({ component: 'Step_LSC', message: 'onStandStepChanged 3579' });
  });

  it('leaves a sentence alone: a lower-case level word or a pipe in prose is not a header', () => {
    expect(one('the job ended with an error on node 4')).toMatchObject({ component: '', message: 'the job ended with an error on node 4', level: 'error' });
    expect(one('choose a | b | c from the menu')).toMatchObject({ component: '', message: 'choose a | b | c from the menu' });
  });
});

describe('header inference: a dump', () => {
  it('learns whitespace columns with a padded component after the level', () => {
    const lines = ['08:15:02.331 WARN  net.Pool         connection reset by peer 10.0.0.3', '08:15:03.002 INFO  ingest           batch 12 written', '08:15:04.100 ERROR gc               pause 40 ms'];
    expect(dump(lines).map((r) => [r.level, r.component, r.message])).toEqual([
      ['warning', 'net.Pool', 'connection reset by peer 10.0.0.3'],
      ['info', 'ingest', 'batch 12 written'],
      ['error', 'gc', 'pause 40 ms'],
    ]);
  });

  it('learns a field delimiter present in every line, messages holding it kept whole', () => {
    const lines = ['2023-04-11;08:15:02;ERROR;Mailer;SMTP refused; will retry', '2023-04-11;08:15:03;INFO;Scheduler;Job started', '2023-04-11;08:15:04;WARN;Inventory;Stock low'];
    expect(dump(lines).map((r) => [r.level, r.component, r.message])).toEqual([
      ['error', 'Mailer', 'SMTP refused; will retry'],
      ['info', 'Scheduler', 'Job started'],
      ['warning', 'Inventory', 'Stock low'],
    ]);
  });

  it('reads the header before ` - ` with a name of several words', () => {
    const lines = ['[10.30 16:49:06] chrome.exe - a.example.com:443 open through proxy', '[10.30 16:49:07] svchost.exe *64 - b.example.com:80 close, 10 bytes sent'];
    expect(dump(lines).map((r) => [r.component, r.message])).toEqual([
      ['chrome.exe', 'a.example.com:443 open through proxy'],
      ['svchost.exe *64', 'b.example.com:80 close, 10 bytes sent'],
    ]);
  });

  it('keeps the reader when it already reads every header (no layout replaces it)', () => {
    const lines = ['2023-06-01 12:00:00,001 INFO org.a.Foo: started', '2023-06-01 12:00:01,001 WARN org.a.Bar: slow'];
    expect(dump(lines).map((r) => [r.component, r.message])).toEqual([
      ['org.a.Foo', 'started'],
      ['org.a.Bar', 'slow'],
    ]);
  });

  it('scores a layout by the levels and components it reads', () => {
    const best = inferLayout(['1681200902.331\tw-1\tINFO\tqueue\tConsumer joined', '1681200903.331\tw-2\tWARN\tfetch\tSlow response']);
    expect(best).toMatchObject({ layout: { delim: '\t', fields: 4 }, score: 4 });
  });
});
