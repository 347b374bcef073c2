import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { guard } from '@svc/engine';

/**
 * The guard on ordinary tool requests written for this project (tools/bench/data/tool-requests): `dev` is what
 * the guard's rules were developed against; `heldout` (other APIs) was held out at first, but its failures were
 * read in a later session, so it now counts as development data too; `heldout2` (other domains again: CRM,
 * recipes, fitness, database admin, help desk, flight status) was written and committed before the guard was run
 * on it and is the held-out figure: only its totals are printed, never its items. `heldout3` (library, Kubernetes,
 * HR, connected car, school platform, parcel shipping, pharmacy) is blind: written without running the guard and
 * committed before any run; it runs only with TOOL_REQUESTS_BLIND=1, totals only, once, for the final report.
 * Each file holds a catalogue (or `sets` of them) and requests that should CALL, CLARIFY or ABSTAIN.
 */
interface Item {
  q: string;
  call?: string;
  clarify?: string;
  abstain?: boolean;
  args?: Record<string, unknown>;
  missing?: string[];
  lang?: string;
}
interface Set {
  tools: unknown;
  items: Item[];
}

const root = fileURLToPath(new URL('../data/tool-requests', import.meta.url));
const pct = (n: number, d: number) => (d === 0 ? '  -  ' : `${((100 * n) / d).toFixed(1)}%`);

function setsOf(file: string): Set[] {
  const d = JSON.parse(readFileSync(file, 'utf8')) as Set & { sets?: Set[] };
  return d.sets ?? [d];
}

function norm(v: unknown): string {
  if (typeof v === 'string') return v.trim().toLowerCase().replace(/[.,!?]+$/, '');
  return JSON.stringify(v);
}

function argsRight(want: Record<string, unknown>, got: Record<string, unknown>): boolean {
  return Object.entries(want).every(([k, v]) => k in got && norm(got[k]) === norm(v));
}

interface Tally {
  has: number;
  right: number;
  exact: number;
  irrelevant: number;
  abstained: number;
  argItems: number;
  argRight: number;
  wrongCalls: number;
}
const tally = (): Tally => ({ has: 0, right: 0, exact: 0, irrelevant: 0, abstained: 0, argItems: 0, argRight: 0, wrongCalls: 0 });

/** The blind sets (heldout3 runs with heldout2 under TOOL_REQUESTS_BLIND; the others each on their own switch, below). */
const BLIND = ['heldout3', 'heldout4', 'heldout5', 'heldout6', 'heldout9', 'heldout10', 'heldout11', 'heldout12', 'heldout29', 'heldout30'];

function run(split: string, verbose: boolean): void {
  const dir = join(root, split);
  const en = tally();
  const other = tally();
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
    for (const set of setsOf(join(dir, f))) {
      for (const it of set.items) {
        const t = it.lang ? other : en;
        const a = guard({ request: it.q, tools: set.tools });
        const args = JSON.parse(a.record.arguments) as Record<string, unknown>;
        const want = it.call ?? it.clarify ?? '';
        let ok: boolean;
        if (it.abstain) {
          t.irrelevant++;
          ok = a.action === 'ABSTAIN';
          if (ok) t.abstained++;
          if (a.action === 'CALL') t.wrongCalls++;
        } else {
          t.has++;
          const right = a.action !== 'ABSTAIN' && a.tool === want;
          if (right) t.right++;
          if (a.action === 'CALL' && a.tool !== want) t.wrongCalls++;
          const exact = it.call ? a.action === 'CALL' && a.tool === want : a.action === 'CLARIFY' && a.tool === want && (!it.missing || norm([...(a.missing_parameters ?? [])].sort()) === norm([...it.missing].sort()));
          if (exact) t.exact++;
          else if (right && verbose) console.log(`    action ${f}: ${it.q}  -> ${a.action} ${a.tool} ${a.missing_parameters ? JSON.stringify(a.missing_parameters) : ''} ${JSON.stringify(args)} (want ${it.call ? 'CALL' : `CLARIFY ${JSON.stringify(it.missing ?? [])}`})`);
          ok = right;
          if (it.call && it.args) {
            t.argItems++;
            if (a.action === 'CALL' && a.tool === want && argsRight(it.args, args)) t.argRight++;
            else if (a.action === 'CALL' && a.tool === want && verbose) console.log(`    args  ${f}: ${it.q}  got ${JSON.stringify(args)} want ${JSON.stringify(it.args)}`);
          }
        }
        if (!ok && verbose) console.log(`    miss  ${f}: ${it.q}  -> ${a.action} ${a.tool} ${a.missing_parameters ? JSON.stringify(a.missing_parameters) : ''} (want ${it.abstain ? 'ABSTAIN' : `${it.call ? 'CALL' : 'CLARIFY'} ${want}`})`);
      }
    }
  }
  const line = (name: string, t: Tally) =>
    console.log(
      `  ${name.padEnd(12)} right function CALLed or CLARIFYed ${pct(t.right, t.has)} (${t.right}/${t.has}), exact action ${pct(t.exact, t.has)}; ` +
        `ABSTAIN on irrelevant ${pct(t.abstained, t.irrelevant)} (${t.abstained}/${t.irrelevant}); arguments right on CALLs ${pct(t.argRight, t.argItems)} (${t.argRight}/${t.argItems}); wrong-tool CALLs ${t.wrongCalls}`,
    );
  console.log(`guard  tool requests, ${split}${split === 'heldout2' ? ' (held out)' : BLIND.includes(split) ? ' (blind)' : ''}`);
  line('English', en);
  line('other langs', other);
}

// SVC_EVAL_VERBOSE=1 lists the misses of the development sets (dev, heldout, fresh), never heldout2's: it is not tuned on
const verbose = !!process.env['SVC_EVAL_VERBOSE'];
run('dev', verbose);
run('heldout', verbose);
// written in the third round (new catalogues: notes, news, streaming, a pet clinic, bank cards) and committed before
// the guard was first run on it; its misses may be listed (SVC_EVAL_VERBOSE=1), it is development data from then on
run('fresh', verbose);
// written in the fourth round (new catalogues) and committed before the guard ran on it: development data
run('dev2', verbose);
// written in the fifth round (podcasts, password manager, job search, energy utility, feature flags) and committed
// before the guard ran on it: development data, its misses may be listed
run('dev3', verbose);
// written in the sixth round (time tracking, charity, e-reader, laundry, museums) and committed before the guard ran on
// it: development data, its misses may be listed
run('dev4', verbose);
// written in the seventh round (dog walking, spreadsheets, a crypto exchange, campsites, a home internet provider) and
// committed before the guard ran on it: development data, its misses may be listed
run('dev5', verbose);
// written in the eighth round (waste collection, boat rental, translation, tutoring, genealogy) and committed before
// the guard ran on it: development data, its misses may be listed
run('dev6', verbose);
// written in the ninth round (a smart coffee machine, event RSVPs, fleet telematics, app store publishing, a dictionary)
// and committed before the guard ran on it: development data, its misses may be listed
run('dev7', verbose);
// written in the tenth round (a ski resort, home solar panels, volunteer shifts, a bakery, a moving company) and
// committed before the guard ran on it: development data, its misses may be listed
run('dev8', verbose);
// written in the eleventh round (a florist, a locksmith, commuter carpooling, a pottery studio, a bowling alley) and
// committed before the guard ran on it: development data, its misses may be listed
run('dev9', verbose);
// written in the twelfth round (golf tee times, a tattoo studio, a blood donation centre, furniture assembly, karaoke
// rooms) and committed before the guard ran on it: development data, its misses may be listed
run('dev10', verbose);
// written in the thirteenth round (online chess, a meditation app, a dating app, a trivia quiz) and committed before
// the guard ran on it: development data, its misses may be listed
run('dev11', verbose);
// the thirteenth round's fifth development catalogue (a wine cellar), held aside by the engineer as a held-out check:
// totals only, its misses are never listed
run('dev11aside', false);
// written in the fourteenth round (an apartment tenant portal, an auto repair shop, a board game cafe, a subscription
// tracker) and committed before the guard ran on it: development data, its misses may be listed
run('dev12', verbose);
// the fourteenth round's fifth development catalogue (a pest control service), held aside as a held-out check: totals
// only, its misses are never listed
run('dev12aside', false);
// heldout7 and heldout8 were each run blind once and reported (rounds 7 and 8); from the ninth round on they are
// development data like dev..dev7: their misses may be listed (SVC_EVAL_VERBOSE=1)
run('heldout7', verbose);
run('heldout8', verbose);
// heldout13 was run blind once in the thirteenth round and reported; from the fourteenth round on it is development data
run('heldout13', verbose);
// heldout14 was run blind once in the fourteenth round and reported; from the fifteenth round on it is development data
run('heldout14', verbose);
// heldout15 was run blind once in the fifteenth round and reported; from the sixteenth round on it is development data
run('heldout15', verbose);
// heldout16 was run blind once in the sixteenth round and reported; from the seventeenth round on it is development data
run('heldout16', verbose);
// heldout17 was run blind once in the seventeenth round and reported; from the eighteenth round on it is development data
run('heldout17', verbose);
// heldout18 was run blind once in the eighteenth round and reported; from the nineteenth round on it is development data
run('heldout18', verbose);
// heldout19 was run blind once in the nineteenth round and reported; from the twentieth round on it is development data
run('heldout19', verbose);
// heldout20 and heldout21 were run blind in the twentieth round (20b) and reported; from the twenty-first round on they are
// development data, their misses listed with SVC_EVAL_VERBOSE=1; still each behind its own switch (TOOL_REQUESTS_HELDOUT20=1,
// TOOL_REQUESTS_HELDOUT21=1)
if (process.env['TOOL_REQUESTS_HELDOUT20']) run('heldout20', verbose);
if (process.env['TOOL_REQUESTS_HELDOUT21']) run('heldout21', verbose);
// heldout22, heldout23 and heldout24 were run blind in the twenty-first session's rounds and reported (first runs in the
// guard README); from the twenty-fifth round on they are development data, listed with SVC_EVAL_VERBOSE=1, each behind
// its own switch (TOOL_REQUESTS_HELDOUT22=1, TOOL_REQUESTS_HELDOUT23=1, TOOL_REQUESTS_HELDOUT24=1)
for (const set of ['heldout22', 'heldout23', 'heldout24']) if (process.env[`TOOL_REQUESTS_${set.toUpperCase()}`]) run(set, verbose);
// heldout25 and heldout26 were run blind in the twenty-second session (first runs in the guard README); from the
// thirty-second round on they are development data too (TOOL_REQUESTS_HELDOUT25=1, TOOL_REQUESTS_HELDOUT26=1)
for (const set of ['heldout25', 'heldout26']) if (process.env[`TOOL_REQUESTS_${set.toUpperCase()}`]) run(set, verbose);
// heldout27 and heldout28 were run blind in session 21 (first runs in the guard README); from the thirty-seventh round
// on they are development data too (TOOL_REQUESTS_HELDOUT27=1, TOOL_REQUESTS_HELDOUT28=1)
for (const set of ['heldout27', 'heldout28']) if (process.env[`TOOL_REQUESTS_${set.toUpperCase()}`]) run(set, verbose);
// held-out sets: totals only, and only on request (TOOL_REQUESTS_BLIND=1), so that a change is not judged by them
if (process.env['TOOL_REQUESTS_BLIND']) {
  run('heldout2', false);
  run('heldout3', false);
}
// Blind sets, each written and committed in its round before the guard ever ran on it: totals only, once, each with its
// own TOOL_REQUESTS_HELDOUT<N>=1 (heldout4: video conferencing, event tickets, incident response, invoicing, a photo
// library; heldout5: car rental, restaurant reservations, parking, insurance claims, CI/CD pipelines; heldout6:
// language learning, houseplant care, office printing, online forms, game server admin; heldout7: bike sharing,
// newsletters, home security cameras, a link shortener, public transit; heldout8: electronic signatures, sports scores,
// coworking bookings, a VPN client, stargazing; both now development data, above; heldout9: telehealth appointments,
// cinema showtimes, grocery lists, hiking trails, hotel in-stay guest services, written and committed in the ninth
// round before any model change; heldout10: airline delayed/damaged baggage, income tax filing, 3D printer control,
// wedding planning, car wash and detailing, written and committed in the tenth round before any model change;
// heldout11: a hair salon, babysitter booking, a tailor's alterations, a public swimming pool, book clubs, written and
// committed in the eleventh round before any model change; heldout12: a dentist's patient portal, a plumbing service,
// an escape room venue, a farm produce box subscription, post office services, written and committed in the twelfth
// round before any model change; heldout13: a motor vehicle agency, birdwatching, a baby care log, a sprinkler
// controller, a world clock with public holidays, written and committed in the thirteenth round before any model change,
// now development data, above; heldout14: EV charging stations, an electronic toll account, a theme park app, tides and
// recreational fishing, kids' chores and allowance, written and committed in the fourteenth round before any model change,
// now development data, above; heldout15: ferry crossings, a home appliance warranty plan, community garden allotments,
// self-storage units, municipal building permits, written and committed in the fifteenth round before any model change,
// now development data, above; heldout16: roadside assistance, airport lounge access, passport services, a mobile phone
// carrier account, running race registration, written and committed in the sixteenth round before any model change,
// now development data, above; heldout17: an optician and eyewear store, vacation rental hosting, a tennis and padel
// club, medical lab testing, mortgage loan servicing, written and committed in the seventeenth round before any model
// change, now development data, above; heldout18: pet insurance claims, train tickets, a smart aquarium controller, a
// crowdfunding backer account, a driving school, written and committed in the eighteenth round before any model change,
// now development data, above; heldout19: a childcare centre, heating oil and propane delivery, a climbing gym, a jury
// service portal, bottled water delivery, written and committed in the nineteenth round before any model change, now
// development data, above; heldout20: snow removal, a bike repair shop, a hearing care clinic, school bus tracking, a
// riding stable, written by a helper that read no engine code and committed before any model change, now development data, above;
// heldout21: municipal
// 311 service requests, beehive monitoring, a brewery taproom, an airline frequent flyer programme, a residential pool
// service, written the same way and run blind in the same round as a second check, now development data, above; heldout22: a scuba dive centre, a
// cruise line app, drone operations, fantasy football, a glucose monitor app, written the same way for the twenty-first round; heldout23: a funeral home, a music lesson school, a school cafeteria
// meal account, a monitored home alarm, in-home appliance repair, written the same way as a second check in that round; heldout24: a homeowners'
// association, a resale marketplace, a sleep tracker, fuel rewards, a massage spa, written the same way in the same session;
// heldout25: a county elections office voter portal, a chimney sweep and hearth service, a municipal ice rink, an amateur
// radio logbook, a parish office; heldout26: a scout troop, a surf school, an indoor archery range, a coin collector's
// app, a theatrical costume rental house; both written by a helper that read no engine or model code, and committed
// before any run; now development data, above); heldout27: a piano tuning service, a mobile notary and apostille service, an
// indoor trampoline park, a lawn care service, a party equipment rental shop; heldout28: a home inspection company, a community
// food pantry, a portrait photography studio, an indoor go-kart track, an adult recreational sports league; both written by a
// helper that read no engine or model code, and committed before any run; now development data, above. heldout29: a
// knife sharpening service, a hot air balloon ride operator, a transit lost property office, a home medical and mobility
// equipment rental, a pawn shop; heldout30: a lumber yard, a secure document shredding service, a custom picture framing
// shop, a trophy and engraving shop, a recreational cooking school; both written by a helper that read no engine or model
// code, and committed before any run (TOOL_REQUESTS_HELDOUT29=1, TOOL_REQUESTS_HELDOUT30=1).
for (const set of BLIND) if (set !== 'heldout3' && process.env[`TOOL_REQUESTS_${set.toUpperCase()}`]) run(set, false);
