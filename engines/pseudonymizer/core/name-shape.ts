/**
 * How much a word looks like a person's name from its letters alone, for words no list knows
 * ("Nkemelu", "Tsegaye", "Ólafsdóttir" against "Unterschied", "laporan", "deployment").
 *
 * The model (names/name-shape.json, built by scripts/build-name-shape.js) is a naive Bayes
 * log-likelihood ratio of character n-grams of two to five letters, the word framed by `^` and
 * `$`, each n-gram hashed into a fixed table of weights. A word's score is the mean weight of its
 * n-grams: above 0 its letters are more usual in names than in ordinary words of the languages the
 * model was trained on, and the larger, the surer. The score never decides alone: the detector
 * asks it only where a name is already plausible and no list claims the word.
 *
 * Cost: at most four table reads per letter of the word and one short string; the table is
 * decoded once per process.
 */
import { forEachGram } from './name-grams';
import model from './names/name-shape.json';

/** Words longer than this are no name (and would only cost time). */
const MAX_LETTERS = 40;

let weights: Int8Array | undefined;

function table(): Int8Array {
  if (!weights) {
    const bytes = Buffer.from(model.weights, 'base64');
    weights = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  }
  return weights;
}

/**
 * The mean log-likelihood ratio (name over ordinary word) of the n-grams of a folded word; 0 for
 * a word of fewer than two letters or one too long to be a name. The held-out accuracy of the
 * sign is in name-shape.json's `heldOut`.
 */
export function nameShape(key: string): number {
  if (key.length < 2 || key.length > MAX_LETTERS) return 0;
  const w = table();
  let sum = 0;
  let count = 0;
  forEachGram(key, model.buckets, (b) => {
    sum += w[b];
    count++;
  });
  return sum / count / model.scale;
}
