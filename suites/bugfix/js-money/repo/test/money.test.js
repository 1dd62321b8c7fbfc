'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { parseAmount, formatAmount } = require('../src/money');
const { splitEvenly, splitByWeights } = require('../src/split');

test('parse and format', () => {
  assert.strictEqual(parseAmount('12.3'), 1230);
  assert.strictEqual(parseAmount('12,05'), 1205);
  assert.strictEqual(parseAmount(' -7 '), -700);
  assert.throws(() => parseAmount('1.234'), RangeError);
  assert.strictEqual(formatAmount(-1205), '-12.05 EUR');
  assert.strictEqual(formatAmount(5, 'USD'), '0.05 USD');
});

test('even split', () => {
  assert.deepStrictEqual(splitEvenly(900, 3), [300, 300, 300]);
  assert.deepStrictEqual(splitEvenly(1000, 4), [250, 250, 250, 250]);
  assert.deepStrictEqual(splitEvenly(499, 1), [499]);
  assert.throws(() => splitEvenly(100, 0), RangeError);
});

test('split by weights', () => {
  assert.deepStrictEqual(splitByWeights(1000, [1, 1, 2]), [250, 250, 500]);
  assert.deepStrictEqual(splitByWeights(5000, [50, 30, 20]), [2500, 1500, 1000]);
  assert.deepStrictEqual(splitByWeights(800, [3, 0, 1]), [600, 0, 200]);
  assert.throws(() => splitByWeights(100, [0, 0]), RangeError);
});
