#!/usr/bin/env node
// Generates apps/api/src/integrations/delivery/offline-data.json, the bundled delivery directory used by
// checkout when no Nova Poshta API key is configured. Cities and streets are real; branch/locker
// numbers, house numbers and hosts are synthetic. Output is byte-identical across runs: all randomness
// comes from PRNGs seeded by city keys, and nothing time- or environment-dependent is written.
//
//   node scripts/delivery-directory/generate.mjs          # (re)write the JSON
//   node scripts/delivery-directory/generate.mjs --check  # exit 1 if the committed JSON is stale
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { carpathianCities } from './cities/carpathian.mjs';
import { dniproCities } from './cities/dnipro.mjs';
import { eastCities } from './cities/east.mjs';
import { northCities } from './cities/north.mjs';
import { southCities } from './cities/south.mjs';
import { westCities } from './cities/west.mjs';

const OUTPUT = fileURLToPath(
  new URL('../../apps/api/src/integrations/delivery/offline-data.json', import.meta.url),
);
const FORMAT_VERSION = 1;
const MIN_STREETS = 12;

const BRANCH_SCHEDULES = [
  ['Пн-Пт 08:00-20:00, Сб-Нд 09:00-18:00', 'Пн-Пт 08:00-20:00, Сб-Вс 09:00-18:00', 5],
  ['Пн-Сб 08:00-21:00, Нд 09:00-19:00', 'Пн-Сб 08:00-21:00, Вс 09:00-19:00', 3],
  ['Пн-Нд 08:00-22:00', 'Пн-Вс 08:00-22:00', 2],
  ['Пн-Пт 09:00-19:00, Сб 09:00-16:00, Нд вихідний', 'Пн-Пт 09:00-19:00, Сб 09:00-16:00, Вс выходной', 2],
];
const CARGO_SCHEDULE = [
  'Пн-Пт 08:00-19:00, Сб 09:00-15:00, Нд вихідний',
  'Пн-Пт 08:00-19:00, Сб 09:00-15:00, Вс выходной',
];
const ALWAYS_OPEN = ['Цілодобово', 'Круглосуточно'];
const STORE_HOURS = ['Пн-Нд 08:00-22:00', 'Пн-Вс 08:00-22:00'];
const LONG_STORE_HOURS = ['Пн-Нд 07:00-23:00', 'Пн-Вс 07:00-23:00'];
const PHARMACY_HOURS = ['Пн-Нд 08:00-21:00', 'Пн-Вс 08:00-21:00'];

// Where a parcel locker stands; the host's opening hours bound when the locker is reachable.
const LOCKER_HOSTS = [
  ['маг. АТБ', 'маг. АТБ', STORE_HOURS, 6],
  ['маг. Сільпо', 'маг. Сильпо', LONG_STORE_HOURS, 3],
  ['маг. Фора', 'маг. Фора', STORE_HOURS, 2],
  ['маг. ЕКО маркет', 'маг. ЭКО маркет', STORE_HOURS, 2],
  ['маг. VARUS', 'маг. VARUS', LONG_STORE_HOURS, 1],
  ['маг. Копійка', 'маг. Копейка', STORE_HOURS, 1],
  ['аптека АНЦ', 'аптека АНЦ', PHARMACY_HOURS, 2],
  ['АЗС WOG', 'АЗС WOG', ALWAYS_OPEN, 2],
  ['АЗС ОККО', 'АЗС ОККО', ALWAYS_OPEN, 2],
  ["біля під'їзду №1", 'возле подъезда №1', ALWAYS_OPEN, 2],
  ['ЖК, біля входу', 'ЖК, возле входа', ALWAYS_OPEN, 1],
];

/** UUID-shaped (v5 layout) so refs look like Nova Poshta's and survive uuid validation downstream. */
function stableRef(key) {
  const bytes = createHash('sha1').update(`kartyna:delivery:${key}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** mulberry32: tiny, well-distributed, and identical on every Node version (unlike Math.random). */
function seededRandom(seedText) {
  let state = createHash('sha1').update(seedText).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pickIndex = (rand, length) => Math.floor(rand() * length);

function pickWeighted(rand, options) {
  const total = options.reduce((sum, option) => sum + option.at(-1), 0);
  let roll = rand() * total;
  for (const option of options) {
    roll -= option.at(-1);
    if (roll < 0) return option;
  }
  return options.at(-1);
}

function parseStreets(city) {
  const streets = city.streets
    .trim()
    .split('\n')
    .map((line) => line.split('|').map((part) => part.trim()))
    .map(([ua, ru]) => {
      if (!ua || !ru) throw new Error(`${city.key}: street line needs "ua | ru"`);
      return { ua, ru };
    });
  if (streets.length < MIN_STREETS) throw new Error(`${city.key}: only ${streets.length} streets`);
  const unique = new Set(streets.map((street) => street.ua));
  if (unique.size !== streets.length) throw new Error(`${city.key}: duplicate street`);
  return streets;
}

function createAddressPicker(city, rand) {
  const streets = parseStreets(city);
  const taken = new Set();
  return () => {
    for (;;) {
      const street = streets[pickIndex(rand, streets.length)];
      // Squaring skews towards low numbers, which dominate real addresses.
      let house = String(1 + Math.floor(rand() ** 2 * 160));
      const variant = rand();
      if (variant < 0.1) house += 'АБВ'[pickIndex(rand, 3)];
      else if (variant < 0.15) house += `/${2 + pickIndex(rand, 4)}`;
      const key = `${street.ua}, ${house}`;
      if (taken.has(key)) continue;
      taken.add(key);
      return { ua: key, ru: `${street.ru}, ${house}` };
    }
  };
}

function branchNumbers(count, rand) {
  // Real networks have gaps where branches closed, but the low numbers a shopper remembers
  // (and the docs/tests use, e.g. №1, №12) always exist.
  const numbers = [];
  let next = 1;
  while (numbers.length < count) {
    numbers.push(next);
    next += next >= 20 && rand() < 0.1 ? 2 + pickIndex(rand, 3) : 1;
  }
  return numbers;
}

function buildBranch(city, cityRef, number, address, rand) {
  const roll = rand();
  const bigCity = city.branches >= 30;
  if (bigCity && roll < 0.07) {
    return {
      ref: stableRef(`point:${city.key}:branch:${number}`),
      cityRef,
      kind: 'branch',
      number,
      nameUa: `Вантажне відділення №${number} (до 1000 кг): ${address.ua}`,
      nameRu: `Грузовое отделение №${number} (до 1000 кг): ${address.ru}`,
      addressUa: address.ua,
      addressRu: address.ru,
      maxWeightKg: 1000,
      scheduleUa: CARGO_SCHEDULE[0],
      scheduleRu: CARGO_SCHEDULE[1],
    };
  }
  const maxWeightKg = roll < 0.22 ? 10 : 30;
  const [scheduleUa, scheduleRu] = pickWeighted(rand, BRANCH_SCHEDULES);
  return {
    ref: stableRef(`point:${city.key}:branch:${number}`),
    cityRef,
    kind: 'branch',
    number,
    nameUa: `Відділення №${number} (до ${maxWeightKg} кг): ${address.ua}`,
    nameRu: `Отделение №${number} (до ${maxWeightKg} кг): ${address.ru}`,
    addressUa: address.ua,
    addressRu: address.ru,
    maxWeightKg,
    scheduleUa,
    scheduleRu,
  };
}

function buildLocker(city, cityRef, number, address, rand) {
  const [hostUa, hostRu, [scheduleUa, scheduleRu]] = pickWeighted(rand, LOCKER_HOSTS);
  return {
    ref: stableRef(`point:${city.key}:postomat:${number}`),
    cityRef,
    kind: 'postomat',
    number,
    nameUa: `Поштомат №${number}: ${address.ua} (${hostUa})`,
    nameRu: `Почтомат №${number}: ${address.ru} (${hostRu})`,
    addressUa: address.ua,
    addressRu: address.ru,
    maxWeightKg: 20,
    scheduleUa,
    scheduleRu,
  };
}

function generate() {
  const sources = [
    ...northCities,
    ...eastCities,
    ...dniproCities,
    ...southCities,
    ...westCities,
    ...carpathianCities,
  ].sort((a, b) => b.population - a.population || a.key.localeCompare(b.key));
  if (new Set(sources.map((c) => c.key)).size !== sources.length) throw new Error('duplicate city key');

  const cities = [];
  const points = [];
  // Locker numbers are nationwide in Nova Poshta, so they must not repeat across cities.
  const lockerNumbersTaken = new Set();

  for (const city of sources) {
    const cityRef = stableRef(`city:${city.key}`);
    cities.push({
      ref: cityRef,
      nameUa: city.ua,
      nameRu: city.ru,
      regionUa: city.regionUa,
      regionRu: city.regionRu,
      population: city.population,
    });

    const rand = seededRandom(`city:${city.key}`);
    const nextAddress = createAddressPicker(city, rand);

    for (const number of branchNumbers(city.branches, rand)) {
      points.push(buildBranch(city, cityRef, number, nextAddress(), rand));
    }

    const lockerCount = city.lockers ?? Math.round(city.branches * 1.15);
    const lockerNumbers = [];
    while (lockerNumbers.length < lockerCount) {
      const number = 1000 + pickIndex(rand, 39000);
      if (lockerNumbersTaken.has(number)) continue;
      lockerNumbersTaken.add(number);
      lockerNumbers.push(number);
    }
    lockerNumbers.sort((a, b) => a - b);
    for (const number of lockerNumbers) {
      points.push(buildLocker(city, cityRef, number, nextAddress(), rand));
    }
  }

  const refs = new Set([...cities, ...points].map((item) => item.ref));
  if (refs.size !== cities.length + points.length) throw new Error('ref collision');

  return { version: FORMAT_VERSION, generatedBy: 'scripts/delivery-directory/generate.mjs', cities, points };
}

const data = generate();
const json = `${JSON.stringify(data)}\n`;

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(OUTPUT, 'utf8');
  } catch {
    // A missing file is reported as stale below.
  }
  if (current !== json) {
    console.error(`${OUTPUT} is stale; run node scripts/delivery-directory/generate.mjs`);
    process.exit(1);
  }
  console.log('offline delivery directory is up to date');
} else {
  writeFileSync(OUTPUT, json);
  const count = (kind) => data.points.filter((point) => point.kind === kind).length;
  console.log(
    `wrote ${OUTPUT}: ${data.cities.length} cities, ${count('branch')} branches, ` +
      `${count('postomat')} lockers, ${(Buffer.byteLength(json) / 1024).toFixed(0)} KiB`,
  );
}
