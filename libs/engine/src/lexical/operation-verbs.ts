/**
 * Families of the verbs API operations are named with (`send_email`, `createEvent`, `stocks.getQuote`) and the
 * verbs requests open with. Two verbs of no common family name different operations: `Find emails` does not ask
 * for `delete_email`. General English, written from the verbs common in public REST and SDK method names.
 * Kept with the lexicon, as the identifier splitter (`lexical/compound.ts`) reads a name's leading verb from it too.
 */
export const OPERATION_VERB_FAMILIES: readonly string[] = [
  'get show find fetch retrieve list search look query read view display check see lookup tell give browse detect identify download',
  'create add make new open start begin insert register schedule set put plan setup file report save store generate log record join enrol enroll',
  'delete remove erase trash drop clear destroy discard purge',
  'send post write compose email mail text message share forward reply notify tell publish invite',
  'cancel stop abort revoke terminate end close quit kill void drop',
  'update change edit modify rename set adjust move switch turn dim mark complete finish enable disable activate deactivate toggle raise lower increase decrease reduce bump',
  'buy purchase order book reserve schedule pay transfer place rent subscribe refill renew reorder',
  'sell refund return',
  'play stream listen',
  'pause',
  'resume continue unpause',
  'skip',
  'upload download sync backup save store export import bookmark',
  'calculate compute convert estimate evaluate solve',
  'translate detect',
  'merge approve accept',
  'lock unlock secure freeze unfreeze block suspend',
  'restore recover undelete',
  'track locate trace',
];
