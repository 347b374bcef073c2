import { BoundedCache } from '../../lexical/bounded-cache.js';
import type { ParamSpec } from '../catalogue/catalogue.js';

/**
 * Units of general English and the quantity they measure, with the words a parameter uses for that quantity.
 * A number written with a unit (`20 kg`, `30 degree Celsius`, `440Hz`) suits the parameter that names the
 * quantity (`mass1`, `temperature1`, `frequency`) and not one naming another quantity.
 */
const QUANTITIES: Array<{ units: RegExp; params: RegExp }> = [
  { units: /^(?:°[cfk]?|deg(?:rees?)?|celsius|fahrenheit|kelvin|k)$/, params: /temp/ },
  { units: /^(?:kg|kgs|g|grams?|kilograms?|mg|milligrams?|lbs?|pounds?|oz|ounces?|tons?|tonnes?)$/, params: /mass|weight/ },
  { units: /^(?:m|meters?|metres?|km|kilometers?|kilometres?|cm|centimeters?|mm|millimeters?|miles?|mi|ft|feet|foot|inch(?:es)?|yards?|yd)$/, params: /dist|length|height|width|radius|diameter|depth|side|base|altitude|elevation|range|displacement/ },
  { units: /^(?:s|sec|secs|seconds?|min|mins|minutes?|h|hr|hrs|hours?|days?|weeks?|months?|years?|yrs?)$/, params: /time|duration|period|days|hours|years|months|weeks|minutes|seconds|age|term/ },
  { units: /^(?:hz|khz|mhz|ghz|hertz)$/, params: /freq/ },
  { units: /^(?:mol|mols|moles?)$/, params: /mole|quantity|amount|moles|n$/ },
  { units: /^(?:m\/s|km\/h|kph|mph|knots?)$/, params: /veloc|speed/ },
  { units: /^(?:m\/s\^?2|m\/s²)$/, params: /accel/ },
  { units: /^(?:c|coulombs?)$/, params: /charge/ },
  { units: /^(?:j|joules?|kj|cal|calories|kcal|kwh|wh)$/, params: /energy|heat|work/ },
  { units: /^(?:w|watts?|kw|mw|hp|horsepower)$/, params: /power/ },
  { units: /^(?:pa|kpa|atm|bar|psi|mmhg|pascals?)$/, params: /press/ },
  { units: /^(?:v|volts?)$/, params: /volt|potential/ },
  { units: /^(?:a|amps?|amperes?)$/, params: /current/ },
  { units: /^(?:ω|ohms?)$/, params: /resist/ },
  { units: /^(?:l|liters?|litres?|ml|gallons?|gal|m³|m3|cubic)$/, params: /vol|capacity/ },
  // (`5000 sq ft`, `2 acres` for `lawn_size_sqft`, `square_feet`, `lot_acres`)
  { units: /^(?:sq|sqft|acres?|hectares?|ha|m²)$/, params: /area|sqft|sq_?ft|square|acre|hectare/ },
  { units: /^times$/, params: /trial|roll|attempt|repeat|repetition|flip|toss|times/ },
  { units: /^(?:sided|sides)$/, params: /side/ },
];

const quantityOfParam = new BoundedCache<number>(4096);

/** Which quantity (index into the table) a parameter's name asks for, or -1. */
function paramQuantity(p: ParamSpec): number {
  return quantityOfParam.get(p.name, () => {
    const name = p.name.toLowerCase();
    return QUANTITIES.findIndex((q) => q.params.test(name));
  });
}

/** Whether a phrase is just the name of a unit (`Coulombs`, `Joules`, `km`): a value only for a unit parameter. */
export function isUnitName(text: string): boolean {
  return /^[A-Za-z°/²³]+$/.test(text) && text.length > 1 && unitQuantity(text) >= 0 && !/^[A-Z]{1,2}$/.test(text);
}

/** Which quantity a unit measures, or -1. */
function unitQuantity(unit: string): number {
  if (!unit) return -1;
  const u = unit.toLowerCase().replace(/[.,]$/, '');
  return QUANTITIES.findIndex((q) => q.units.test(u));
}

/**
 * How a number's unit bears on a parameter: +0.4 when the unit measures what the parameter names, -0.3 when
 * it measures something else the parameter does not name, 0 when either says nothing.
 */
export function unitFit(unit: string, p: ParamSpec): number {
  const uq = unitQuantity(unit);
  if (uq < 0) return 0;
  const pq = paramQuantity(p);
  if (pq < 0) return 0;
  return pq === uq ? 0.4 : -0.3;
}

/**
 * Whether a number's unit measures what the parameter's name names, other than a length of time (`500 m` for
 * `radius_m`, `5000 sq ft` for `lawn_size_sqft`): such a number is the parameter's value even for an optional one.
 */
export function unitNamesParam(unit: string, p: ParamSpec): boolean {
  const uq = unitQuantity(unit);
  return uq >= 0 && !QUANTITIES[uq].units.test('minutes') && paramQuantity(p) === uq;
}

/** Units by their short forms, for values written as a number and a unit (`20m`, `70cm`, `5mm`, `6ft`). */
const SHORT_UNITS: Array<[RegExp, string]> = [
  [/^(?:m|meters?|metres?)$/, 'm'], [/^(?:cm|centimeters?|centimetres?)$/, 'cm'], [/^(?:mm|millimeters?|millimetres?)$/, 'mm'],
  [/^(?:km|kilometers?|kilometres?)$/, 'km'], [/^(?:ft|feet|foot)$/, 'ft'], [/^(?:in|inch|inches)$/, 'in'],
  [/^(?:kg|kgs|kilograms?|kilos?)$/, 'kg'], [/^(?:g|grams?)$/, 'g'], [/^(?:lbs?|pounds?)$/, 'lb'], [/^(?:oz|ounces?)$/, 'oz'],
  [/^(?:l|liters?|litres?)$/, 'l'], [/^(?:ml|milliliters?|millilitres?)$/, 'ml'], [/^(?:mi|miles?)$/, 'mi'],
  [/^(?:min|mins|minutes?)$/, 'min'], [/^(?:h|hr|hrs|hours?)$/, 'h'], [/^(?:gb|gigabytes?)$/, 'gb'], [/^(?:tb|terabytes?)$/, 'tb'],
];

/** The short form of a unit written in full or short (`meters` → `m`, `Feet` → `ft`), or null for no unit of the table. */
export function shortUnit(unit: string): string | null {
  const u = unit.toLowerCase();
  return SHORT_UNITS.find(([re]) => re.test(u))?.[1] ?? null;
}
