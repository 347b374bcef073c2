import { stem } from './stem.js';
import { words } from './tokenize.js';

/**
 * Everyday concept fields: each line gathers the words a person uses when talking about one everyday subject
 * (`rain`, `umbrella`, `hot` are talk about the *weather*; `song`, `playlist` about *music*). It is not a synonym
 * table: the words of a field are not interchangeable, they only say the request is about that subject. The guard
 * reads a tool's name as an operation and its object (`get_current_weather` → *weather*); a request that talks
 * about the field of the object names the object (`Is it raining in London?`).
 *
 * Written by hand from general knowledge of everyday subjects, in the manner of the subject fields of a
 * dictionary or WordNet's topic domains (one line per subject, the subject's own noun first), for the subjects
 * consumer and business APIs commonly serve. Words are stemmed when the table is built. Quantities and units
 * (`temperature` aside, which everyday talk gives to the weather) are left out: they are what scientific tools compute,
 * not a subject. Words that belong to
 * many subjects (`time`, `order`, `account`, `list`, `item`) are left out on purpose.
 */
export const CONCEPT_FIELDS: readonly string[] = [
  'weather rain raining rainy snow snowing snowy umbrella sunny sunshine cloudy storm stormy wind windy hot cold warm chilly freezing humid humidity temperature forecast conditions outside',
  'alarm wake awake morning snooze',
  'timer countdown minutes seconds',
  'reminder remind remember forget',
  'calendar event meeting appointment agenda schedule busy free availability invite invitation',
  'email mail inbox e-mail unread newsletter attachment',
  'sms text texting',
  'message messages chat dm note post',
  'call phone dial ring',
  'contact contacts phonebook number',
  'music song songs track tracks playlist album artist band tune tunes listen radio playback',
  'podcast episode episodes',
  'volume louder quieter loud quiet mute unmute',
  'movie movies film films cinema showtime showtimes theater theatre',
  'show series episode tv television watch',
  'recipe recipes cook cooking bake baking dish meal ingredients ingredient dinner lunch breakfast',
  'restaurant restaurants table dine dining dinner eat',
  'food pizza burger sushi takeout takeaway delivery delivered hungry',
  'nutrition calorie calories protein carbs diet',
  'workout exercise exercises run running jog jogging walk walking steps gym training lift cardio',
  'sleep slept bedtime nap',
  'currency currencies dollars euros yen exchange',
  'payment pay paid money send transfer owe',
  'invoice bill billing',
  'refund refunded reimburse',
  'balance funds account',
  'transaction transactions spending spent purchases charges history',
  'stock stocks share shares ticker trading market price quote',
  'product products shop shopping store merchandise',
  'cart basket checkout',
  'order orders package parcel shipment delivery arrive arriving shipping shipped',
  'return returns refund exchange',
  'flight flights fly flying plane airline airport gate departure boarding',
  'hotel hotels room rooms stay night nights accommodation lodging',
  'booking reservation reservations reserved',
  'ride rides taxi cab car driver pickup lift uber trip',
  'fare price cost',
  'directions route navigate navigation way drive driving',
  'place places nearby nearest near around',
  'map location address coordinates latitude longitude',
  'translate translation language say',
  'word words meaning mean means define definition dictionary spell',
  'calculation calculate calculator arithmetic plus minus times multiplied divided math',
  'file files document documents doc docs photo photos picture pictures slides spreadsheet pdf',
  'folder folders directory',
  'storage drive disk space full quota usage',
  'upload backup cloud',
  'download offline',
  'share sharing access permission permissions collaborator',
  'light lights lamp lamps bulb brightness dim bright dark',
  'thermostat heating warmer cooler',
  'lock locks door doors unlock',
  'vacuum clean cleaning floor floors',
  'issue issues bug bugs ticket tickets problem crash error report',
  'pull request review merge branch',
  'repository repo repositories code',
  'channel channels room',
  'status away busy vacation',
  'user users account accounts member members',
  'password login sign log',
  'customer customers client clients lead leads deal deals prospect',
  'database table tables query rows index backup',
  'task tasks todo to-do chore chores',
  'news headlines article articles',
  'score scores game games won win lose lost',
  'sport sports team teams league season',
  'air pollution smog breathe',
  'sunrise sunset dawn dusk daylight',
  'health doctor symptom symptoms medicine appointment',
  'job jobs career hiring',
  'pet pets dog dogs puppy cat cats kitten vet veterinary veterinarian',
  'vaccination vaccinations vaccine vaccines vaccinated shot shots immunization booster',
  'prescription prescriptions medication medications medicine pills pill pharmacy refill dose',
  'note notes memo memos notebook',
  'article articles story stories headline headlines',
  'subtitles subtitle captions caption',
  'watchlist watch later',
  'card cards credit debit',
  'parking park garage meter',
  'vehicle car cars truck',
  'camera cameras doorbell security footage',
  'plant plants garden watering',
  'book books novel novels library author reading',
  'course courses class classes lesson lessons homework',
  'insurance policy claim coverage',
  'ticket tickets concert concerts seat seats venue',
  'post posts tweet follow followers like likes feed',
];

const NONE: readonly number[] = [];
let index: Map<string, number[]> | null = null;

/** The fields (line numbers of `CONCEPT_FIELDS`) a stemmed word belongs to. */
export function fieldsOf(stemmed: string): readonly number[] {
  if (!index) {
    index = new Map();
    CONCEPT_FIELDS.forEach((line, i) => {
      for (const w of line.split(/\s+/)) {
        for (const part of words(w)) {
          const k = stem(part);
          const list = index!.get(k) ?? [];
          if (!list.includes(i)) list.push(i);
          index!.set(k, list);
        }
      }
    });
  }
  return index.get(stemmed) ?? NONE;
}

/** Whether two stemmed words share a field. */
export function sameField(a: string, b: string): boolean {
  if (a === b) return true;
  const fa = fieldsOf(a);
  if (fa.length === 0) return false;
  const fb = fieldsOf(b);
  for (const f of fa) if (fb.includes(f)) return true;
  return false;
}
