'use strict';

const test = require('node:test');
const assert = require('node:assert');
const semver = require('../lib/semver');

test('parse', () => {
  assert.deepStrictEqual(semver.parse('v1.2.3-beta.1+sha.5114f85'), {
    major: 1, minor: 2, patch: 3, prerelease: ['beta', '1'], build: ['sha', '5114f85'], raw: 'v1.2.3-beta.1+sha.5114f85',
  });
  assert.throws(() => semver.parse('1.2'), /invalid version/);
  assert.throws(() => semver.parse('01.2.3'), /invalid version/);
});

test('core versions compare numerically', () => {
  assert.strictEqual(semver.compare('1.10.0', '1.9.9'), 1);
  assert.strictEqual(semver.compare('2.0.0', '10.0.0'), -1);
  assert.ok(semver.eq('1.2.3', 'v1.2.3'));
});

test('pre-releases', () => {
  assert.ok(semver.lt('1.0.0-rc.1', '1.0.0'));
  assert.ok(semver.lt('1.0.0-alpha', '1.0.0-beta'));
  assert.ok(semver.lt('1.0.0-beta.2', '1.0.0-rc.1'));
  assert.ok(semver.gt('1.0.1-alpha', '1.0.0'));
});

test('build metadata is ignored', () => {
  assert.ok(semver.eq('1.0.0+20240101', '1.0.0+20240202'));
});

test('sort', () => {
  assert.deepStrictEqual(semver.sort(['1.10.0', '1.2.0', '1.2.0-rc.1', '0.9.0']), ['0.9.0', '1.2.0-rc.1', '1.2.0', '1.10.0']);
});
