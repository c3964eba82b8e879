/**
 * British and Canadian spellings in their American form, before a word is matched against the
 * classifications: NAICS is written in American English, while an Orbis list of European companies
 * or a Canadian register writes "aluminium", "moulded", "service centre", "labour", "specialised",
 * "tyres" and "jewellery". Only spelling, never vocabulary ("lorry" stays "lorry"): each rule is a
 * regular difference between the two spellings (Oxford/Canadian vs. Merriam-Webster), listed by its
 * roots where a blind suffix rule would also change American words ("four", "promise", "install").
 */

/** Single words whose American form is not a suffix rule away. */
const WORDS: ReadonlyMap<string, string> = new Map(Object.entries({
  aluminium: 'aluminum',
  jewellery: 'jewelry',
  jeweller: 'jeweler',
  jewellers: 'jewelers',
  tyre: 'tire',
  tyres: 'tires',
  cheque: 'check',
  cheques: 'checks',
  grey: 'gray',
  plough: 'plow',
  ploughs: 'plows',
  ploughing: 'plowing',
  programme: 'program',
  programmes: 'programs',
  sulphur: 'sulfur',
  sulphuric: 'sulfuric',
  sulphate: 'sulfate',
  sulphates: 'sulfates',
  kerb: 'curb',
  kerbs: 'curbs',
  pyjamas: 'pajamas',
  draught: 'draft',
  aeroplane: 'airplane',
  aeroplanes: 'airplanes',
  manoeuvre: 'maneuver',
  storey: 'story',
  storeys: 'stories',
  enquiry: 'inquiry',
  enquiries: 'inquiries',
  practise: 'practice',
  licence: 'license',
  licences: 'licenses',
  defence: 'defense',
  offence: 'offense',
  offences: 'offenses',
}));

/** -re for -er: centre, theatre, fibre, metre, litre, and their plurals, participles and fibreglass. */
const RE = /^(cent|theat|fib|met|lit|calib|sab|spect|lust|sombr|meag|mit|och)re(s|d|glass|board)?$/;
/** -our for -or, by root ("four", "tour", "flour", "hour" are not these). */
const OUR = /^(colo|labo|harbo|flavo|favo|hono|neighbo|behavio|vapo|rumo|odo|armo|parlo|vigo|tumo|endeavo|savo|humo|clamo|glamo|rigo|splendo)ur(s|ed|ing|ful|less|ite|ites|er|ers|able|ation)?$/;
/** -ise for -ize, by root ("promise", "advertise", "merchandise", "franchise", "enterprise" are American too). */
const ISE =
  /^(organ|special|custom|optim|util|real|recogn|author|standard|minim|maxim|modern|final|local|priorit|digit|sanit|pasteur|fertil|steril|hospital|immun|galvan|vulcan|energ|stabil|crystall|plastic|atom|vapor|moistur|equal|harmon|commercial|industrial|capital|central|decentral|personal|visual|virtual|mobil|neutral|normal|categor|character|summar|memor|computer|container|pallet|motor|caramel|homogen|carbon|ion|polymer|metall|synthes|emphas|critic|global|social|urban|miniatur|subsid|monet|privat|national|rational|ideal|initial|serial|winter|sensit|revital|jeopard|fossil|hybrid|oxid|anod|magnet|random|amort)is(e|es|ed|ing|ation|ations|ational|er|ers)$/;
/** -yse for -yze: analyse, catalyse, paralyse, dialyse, electrolyse, hydrolyse. */
const YSE = /^(anal|catal|paral|dial|electrol|hydrol)ys(e|es|ed|ing|er|ers)$/;
/** A doubled l before -ing/-ed/-er: travelling, labelling, modelling, counselling, fuelling ("installing" is American). */
const LL = /^(travel|model|label|counsel|fuel|signal|channel|level|tunnel|cancel|marshal|panel|barrel|chisel|enamel|gravel|jewel|pedal|shovel|spiral|swivel|towel|total|tinsel|refuel|remodel|relabel)l(ing|ed|er|ers|ings)$/;
/** -ogue for -og: catalogue, analogue. */
const OGUE = /^(catal|anal)ogue(s|d)?$/;
/** The ae/oe of medical and other Greek-derived words: paediatric, orthopaedic, anaesthesia, haematology, oestrogen, foetal. */
const DIGRAPHS: readonly (readonly [string, string])[] = [
  ['paed', 'ped'],
  ['orthopaed', 'orthoped'],
  ['encyclopaed', 'encycloped'],
  ['anaesth', 'anesth'],
  ['haem', 'hem'],
  ['gynaec', 'gynec'],
  ['aetiol', 'etiol'],
  ['oestr', 'estr'],
  ['oesophag', 'esophag'],
  ['foet', 'fet'],
];

/** A lower-case word in its American spelling (the word itself when no rule applies). */
export function americanSpelling(word: string): string {
  const whole = WORDS.get(word);
  if (whole) return whole;
  if (word.length < 5) return word;
  let m = RE.exec(word);
  if (m) return `${m[1]}er${m[2] === 'd' ? 'ed' : (m[2] ?? '')}`;
  m = OUR.exec(word);
  if (m) return `${m[1]}r${m[2] ?? ''}`;
  m = ISE.exec(word);
  if (m) return `${m[1]}iz${m[2]}`;
  m = YSE.exec(word);
  if (m) return `${m[1]}yz${m[2]}`;
  m = LL.exec(word);
  if (m) return `${m[1]}${m[2]}`;
  m = OGUE.exec(word);
  if (m) return `${m[1]}og${m[2] === 'd' ? 'ed' : (m[2] ?? '')}`;
  if (word.startsWith('mould')) return `mold${word.slice(5)}`;
  if (word.includes('ae') || word.includes('oe')) {
    for (const [from, to] of DIGRAPHS) if (word.startsWith(from)) return `${to}${word.slice(from.length)}`;
  }
  return word;
}
