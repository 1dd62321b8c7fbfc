'use strict';

// Split `cents` into `n` equal parts. The parts must add up to the amount; odd cents go to the
// earliest parts (the first person listed pays the extra cent).
function splitEvenly(cents, n) {
  if (!Number.isInteger(cents)) throw new TypeError('cents must be an integer');
  if (!Number.isInteger(n) || n < 1) throw new RangeError('n must be a positive integer');
  const part = Math.round(cents / n);
  return Array.from({ length: n }, () => part);
}

// Split `cents` in proportion to `weights` (e.g. shares [2, 1, 1] or percentages [50, 30, 20]).
// The parts must add up to the amount: odd cents go to the parts whose exact share was rounded
// down the most (the earlier part on a tie).
function splitByWeights(cents, weights) {
  if (!Number.isInteger(cents)) throw new TypeError('cents must be an integer');
  if (weights.length === 0 || weights.some((w) => !(w >= 0))) throw new RangeError('weights must be non-negative');
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) throw new RangeError('weights must not all be zero');
  return weights.map((w) => Math.round((cents * w) / sum));
}

module.exports = { splitEvenly, splitByWeights };
