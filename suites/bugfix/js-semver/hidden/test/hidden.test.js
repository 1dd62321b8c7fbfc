'use strict';

const test = require('node:test');
const assert = require('node:assert');
const semver = require('../lib/semver');
const { maxSatisfying } = require('../lib/range');
const { releases, latest } = require('../lib/changelog');

test('numeric pre-release identifiers compare as numbers', () => {
  assert.ok(semver.gt('1.4.0-alpha.10', '1.4.0-alpha.2'));
  assert.ok(semver.lt('1.0.0-beta.2', '1.0.0-beta.11'));
  assert.ok(semver.lt('2.0.0-rc.9', '2.0.0-rc.10'));
});

test('semver.org precedence example', () => {
  const chain = ['1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-alpha.beta', '1.0.0-beta', '1.0.0-beta.2',
    '1.0.0-beta.11', '1.0.0-rc.1', '1.0.0'];
  for (let i = 0; i + 1 < chain.length; i++) {
    assert.strictEqual(semver.compare(chain[i], chain[i + 1]), -1, `${chain[i]} < ${chain[i + 1]}`);
    assert.strictEqual(semver.compare(chain[i + 1], chain[i]), 1, `${chain[i + 1]} > ${chain[i]}`);
  }
  assert.deepStrictEqual(semver.sort([...chain].reverse()), chain);
});

test('numeric identifiers are lower than alphanumeric ones', () => {
  assert.ok(semver.lt('1.0.0-9', '1.0.0-10a'));
  assert.ok(semver.lt('1.0.0-alpha.99', '1.0.0-alpha.1a'));
});

test('equal pre-releases', () => {
  assert.strictEqual(semver.compare('1.0.0-rc.1+b1', '1.0.0-rc.1+b2'), 0);
});

test('maxSatisfying picks the newest pre-release', () => {
  assert.strictEqual(maxSatisfying(['1.4.0-alpha.2', '1.4.0-alpha.10', '1.4.0-alpha.9'], '>=1.4.0-alpha.1'), '1.4.0-alpha.10');
});

test('changelog orders pre-releases correctly', () => {
  const tags = ['v2.0.0-rc.2', 'v1.10.0', 'v2.0.0', 'v2.0.0-rc.10', 'v2.0.0-beta.3', 'v1.9.0'];
  assert.deepStrictEqual(releases(tags), [
    { major: '2', versions: ['v2.0.0', 'v2.0.0-rc.10', 'v2.0.0-rc.2', 'v2.0.0-beta.3'] },
    { major: '1', versions: ['v1.10.0', 'v1.9.0'] },
  ]);
  assert.strictEqual(latest(tags), 'v2.0.0');
  assert.strictEqual(latest(['v3.0.0-rc.2', 'v3.0.0-rc.10', 'v2.0.0'], { includePrerelease: true }), 'v3.0.0-rc.10');
});
