'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { satisfies, maxSatisfying } = require('../lib/range');
const { releases, latest } = require('../lib/changelog');

test('caret and tilde', () => {
  assert.ok(satisfies('1.4.0', '^1.2.3'));
  assert.ok(!satisfies('2.0.0', '^1.2.3'));
  assert.ok(satisfies('0.2.9', '^0.2.1'));
  assert.ok(!satisfies('0.3.0', '^0.2.1'));
  assert.ok(satisfies('1.2.9', '~1.2.3'));
  assert.ok(!satisfies('1.3.0', '~1.2.3'));
});

test('comparators and alternatives', () => {
  assert.ok(satisfies('1.5.0', '>=1.2.0 <2.0.0'));
  assert.ok(satisfies('3.0.0', '^1.0.0 || >=3.0.0'));
  assert.ok(!satisfies('2.5.0', '^1.0.0 || >=3.0.0'));
});

test('maxSatisfying', () => {
  assert.strictEqual(maxSatisfying(['1.2.0', '1.10.1', '1.9.0', '2.0.0'], '^1.0.0'), '1.10.1');
  assert.strictEqual(maxSatisfying(['1.0.0'], '^2.0.0'), null);
});

test('changelog groups newest first', () => {
  const groups = releases(['v1.9.0', 'v1.10.0', 'not-a-version', 'v2.0.0', 'v1.2.3']);
  assert.deepStrictEqual(groups, [
    { major: '2', versions: ['v2.0.0'] },
    { major: '1', versions: ['v1.10.0', 'v1.9.0', 'v1.2.3'] },
  ]);
  assert.strictEqual(latest(['v1.9.0', 'v1.10.0']), 'v1.10.0');
});
