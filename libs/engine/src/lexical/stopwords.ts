/** Function words that carry no topic, and generic request verbs/nouns that carry little. */

export const STOPWORDS: ReadonlySet<string> = new Set(
  `a an the and or but if then else of to in on at by for with without from into onto over under about as is are
  was were be been being am do does did doing have has had having i me my mine we us our you your yours he him his
  she her it its they them their this that these those there here what which whom whose why how
  can could would should will shall may might must not no yes please thanks thank hi hello so very just also too
  any some all each every both either neither than up down out off again once only own same such more most much
  many other another via per e g eg ie etc let lets im ive id dont cant wont didnt doesnt isnt arent wasnt`.split(/\s+/),
);

/**
 * Words that appear in almost any request or tool description; they still count, but weakly
 * (the catalogue is too small to learn an inverse document frequency from).
 */
export const GENERIC: ReadonlySet<string> = new Set(
  `get find calculate compute determine retrieve fetch give show tell provide return want need like know help make
  use using used given specific specified certain particular based value values number numbers amount data
  information info detail details result results list type name default optional required parameter parameters
  function method tool input output new current total one two first second set based within between also well
  way thing something user request question answer would like need find out check look see when who where`.split(/\s+/),
);
