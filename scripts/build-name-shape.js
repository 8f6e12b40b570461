#!/usr/bin/env node
// Regenerates engines/pseudonymizer/core/names/name-shape.json, the model the name detector reads
// a word's name-likeness from (engines/pseudonymizer/core/name-shape.ts).
// Usage: npx tsc -p tsconfig.build.json   (the n-grams are read by the engine's own code)
//        apt-get download wamerican wngerman wfrench wspanish witalian wportuguese wpolish wdutch \
//          wswedish wdanish wnorwegian && for f in *.deb; do dpkg -x "$f" dicts; done
//        node scripts/build-name-shape.js dicts/usr/share/dict
// Sources:
//   - names: lexicon.json's given names and surnames (faker, compromise; MIT) and extra-names.json
//     (humannames, MIT);
//   - ordinary words: lexicon.json's commonWords (SCOWL), other-words.json (wordfreq, CC-BY-SA 4.0)
//     and the lower-case entries of Debian's word lists (wamerican: SCOWL, free; wngerman: GPL-2+;
//     wfrench: GPL-2; wspanish: GPL-2+; witalian: GPL-2+; wportuguese: GPL-2/LGPL-2.1/MPL-1.1;
//     wpolish: GPL-2/LGPL-2.1/MPL-1.1/Apache-2.0/CC-BY-4.0; wdutch: BSD-3/CC-BY-3.0; wswedish: GPL-2;
//     wdanish: GPL-2; wnorwegian: GPL-2), at most PER_LIST words of each, sampled by a fixed hash.
// The model holds no word of any source, only a hashed table of n-gram weights (a naive Bayes
// log-likelihood ratio, names over ordinary words), so no list can be read back from it.
// A word in both a name list and a word list ("rose", "aalto") teaches nothing and is left out.
// One word in ten, picked by a fixed hash, is held out and only measured; the figures are stored
// in `heldOut`. The build is deterministic: same inputs, same file.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const names = path.join(root, 'engines', 'pseudonymizer', 'core', 'names');
const out = path.join(names, 'name-shape.json');
const { forEachGram } = require(path.join(root, 'dist', 'engines', 'pseudonymizer', 'core', 'name-grams.js'));
const { foldKey } = require(path.join(root, 'dist', 'engines', 'pseudonymizer', 'core', 'names', 'lexicon.js'));

/** 2^18 weights of one byte: about 350 KB of base64; fewer buckets collide visibly more. */
const BUCKETS = 1 << 18;
/** Laplace smoothing of the n-gram counts. */
const ALPHA = 0.5;
/** Weights are stored as round(SCALE × log-ratio), clipped to a signed byte. */
const SCALE = 16;
/** Passes and step size of the logistic refinement. */
const EPOCHS = 3;
const LEARNING_RATE = 8;
/** Most words taken from one Debian list, so no language outweighs the others. */
const PER_LIST = 40000;
const DEBIAN_LISTS = ['american-english', 'ngerman', 'french', 'spanish', 'italian', 'portuguese', 'polish', 'dutch', 'swedish', 'danish', 'bokmaal'];
/** A folded word of the Latin script: letters, inner apostrophes or hyphens. */
const WORD = /^[a-z\u00df-\u024f](?:[a-z\u00df-\u024f'-]*[a-z\u00df-\u024f])?$/;

/** FNV-1a of a string with a seed: the fixed hash that samples and holds out words. */
function hash(s, seed) {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
const heldOut = (w) => hash(w, 7) % 10 === 0;

function folded(list) {
  const set = new Set();
  for (const raw of list) {
    const w = foldKey(raw.trim());
    if (w.length >= 2 && WORD.test(w)) set.add(w);
  }
  return set;
}

function debianWords(dir) {
  const all = new Set();
  for (const name of DEBIAN_LISTS) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) throw new Error(`missing word list ${file}`);
    // Capitalised entries are proper nouns (names among them) or German nouns: only lower-case
    // entries are sure to be ordinary words. Possessive forms ("cat's") say nothing new.
    const lower = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l !== '' && l === l.toLowerCase() && !/'s$/.test(l));
    const words = [...folded(lower)].sort((a, b) => hash(a, 11) - hash(b, 11) || (a < b ? -1 : 1)).slice(0, PER_LIST);
    for (const w of words) all.add(w);
  }
  return all;
}

/**
 * Naive Bayes counts every n-gram as if it were independent of its neighbours, which they are
 * not; a few passes of logistic regression on the same score (the mean weight of a word's
 * n-grams), started from the naive Bayes weights, correct that. Words are visited in a fixed
 * hashed order, each class weighted by the other's size so both count alike.
 */
function refine(real, trainNames, trainWords) {
  const items = [...trainNames.map((w) => [w, 1]), ...trainWords.map((w) => [w, 0])].sort((a, b) => hash(a[0], 13) - hash(b[0], 13) || (a[0] < b[0] ? -1 : 1));
  const classWeight = [trainNames.length / items.length, trainWords.length / items.length];
  const grams = [];
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const rate = LEARNING_RATE / (1 + epoch);
    for (const [w, y] of items) {
      grams.length = 0;
      forEachGram(w, BUCKETS, (b) => grams.push(b));
      let sum = 0;
      for (const b of grams) sum += real[b];
      const z = sum / grams.length;
      const p = 1 / (1 + Math.exp(-z));
      const step = (rate * (y - p) * classWeight[y]) / grams.length;
      for (const b of grams) real[b] += step;
    }
  }
}

function main() {
  const dictDir = process.argv[2];
  if (!dictDir) throw new Error('usage: node scripts/build-name-shape.js <dir of Debian word lists>');
  const lexicon = JSON.parse(fs.readFileSync(path.join(names, 'lexicon.json'), 'utf8'));
  const extra = JSON.parse(fs.readFileSync(path.join(names, 'extra-names.json'), 'utf8'));
  const other = JSON.parse(fs.readFileSync(path.join(names, 'other-words.json'), 'utf8'));

  const nameSet = folded([...lexicon.given, ...lexicon.surnames, ...extra.names.split('\n')]);
  const wordSet = folded([...lexicon.commonWords, ...other.words.split('\n')]);
  for (const w of debianWords(dictDir)) wordSet.add(w);
  for (const w of [...nameSet]) {
    if (wordSet.has(w)) {
      nameSet.delete(w);
      wordSet.delete(w);
    }
  }
  const sorted = (set) => [...set].sort();
  const nameList = sorted(nameSet);
  const wordList = sorted(wordSet);

  const nameCounts = new Float64Array(BUCKETS);
  const wordCounts = new Float64Array(BUCKETS);
  let nameTotal = 0;
  let wordTotal = 0;
  for (const w of nameList) if (!heldOut(w)) forEachGram(w, BUCKETS, (b) => { nameCounts[b]++; nameTotal++; });
  for (const w of wordList) if (!heldOut(w)) forEachGram(w, BUCKETS, (b) => { wordCounts[b]++; wordTotal++; });

  const real = new Float64Array(BUCKETS);
  for (let b = 0; b < BUCKETS; b++) {
    real[b] = Math.log((nameCounts[b] + ALPHA) / (nameTotal + ALPHA * BUCKETS)) - Math.log((wordCounts[b] + ALPHA) / (wordTotal + ALPHA * BUCKETS));
  }
  refine(real, nameList.filter((w) => !heldOut(w)), wordList.filter((w) => !heldOut(w)));
  const weights = new Int8Array(BUCKETS);
  for (let b = 0; b < BUCKETS; b++) weights[b] = Math.max(-127, Math.min(127, Math.round(real[b] * SCALE)));
  const score = (w) => {
    let sum = 0;
    let n = 0;
    forEachGram(w, BUCKETS, (b) => { sum += weights[b]; n++; });
    return sum / n / SCALE;
  };
  const testNames = nameList.filter(heldOut).map(score);
  const testWords = wordList.filter(heldOut).map(score);
  const rate = (xs, f) => Math.round((1000 * xs.filter(f).length) / xs.length) / 10;
  const at = (t) => ({ threshold: t, namesAbove: rate(testNames, (s) => s > t), wordsAbove: rate(testWords, (s) => s > t) });
  const accuracy = Math.round((1000 * (testNames.filter((s) => s > 0).length + testWords.filter((s) => s <= 0).length)) / (testNames.length + testWords.length)) / 10;
  const result = {
    notice:
      'Generated by scripts/build-name-shape.js; do not edit. Hashed character n-gram weights learned from lexicon.json and extra-names.json (names, MIT) against lexicon.json commonWords, other-words.json (CC-BY-SA 4.0) and Debian word lists (GPL-2 and compatible); no word of any source is stored.',
    grams: [2, 5],
    buckets: BUCKETS,
    scale: SCALE,
    heldOut: { names: testNames.length, words: testWords.length, accuracy, balancedAccuracy: Math.round(5 * (rate(testNames, (s) => s > 0) + rate(testWords, (s) => s <= 0))) / 10, points: [-0.5, 0, 0.5, 1, 1.5, 2].map(at) },
    weights: Buffer.from(weights.buffer).toString('base64'),
  };
  fs.writeFileSync(out, `${JSON.stringify(result)}\n`);
  console.log(`trained on ${nameList.length - testNames.length} names and ${wordList.length - testWords.length} words; held out ${testNames.length} and ${testWords.length}`);
  console.log(JSON.stringify(result.heldOut));
}

main();
