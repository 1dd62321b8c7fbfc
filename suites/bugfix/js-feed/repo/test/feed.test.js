'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { fromCodeHost, fromCalendar, fromHelpDesk } = require('../src/sources');
const { mergeFeeds, latestPerUser, newerThan, page } = require('../src/feed');

const code = [
  { delivery: 'a1', type: 'push', repo: 'web', sender: { login: 'mara' }, created_at: '2024-03-04T09:00:00Z' },
  { delivery: 'a2', type: 'merge', repo: 'api', sender: { login: 'tom' }, created_at: '2024-03-04T11:30:00Z' },
].map(fromCodeHost);
const cal = [
  { uid: 'm1', organizer: 'mara', summary: 'Standup', start: '2024-03-04T10:00:00Z' },
].map(fromCalendar);
const desk = [
  { ticket: 77, seq: 1, agent: 'lee', action: 'reply', timestamp: '2024-03-04T08:15:00Z' },
].map(fromHelpDesk);

test('normalize rejects bad timestamps', () => {
  assert.throws(() => fromCalendar({ uid: 'x', organizer: 'a', summary: 's', start: '2024-03-04 10:00' }), RangeError);
  assert.throws(() => fromCodeHost({ delivery: 'd', type: 'push', repo: 'r', sender: { login: 'a' }, created_at: '2024-13-40T00:00:00Z' }), RangeError);
});

test('merged feed is newest first', () => {
  const feed = mergeFeeds(code, cal, desk);
  assert.deepStrictEqual(feed.map((e) => e.id), ['code-a2', 'cal-m1', 'code-a1', 'desk-77-1']);
});

test('duplicates are dropped', () => {
  assert.strictEqual(mergeFeeds(code, code).length, 2);
});

test('same moment: ordered by id', () => {
  const at = '2024-03-04T12:00:00Z';
  const feed = mergeFeeds([
    { id: 'z', user: 'a', at }, { id: 'b', user: 'a', at }, { id: 'm', user: 'a', at },
  ]);
  assert.deepStrictEqual(feed.map((e) => e.id), ['b', 'm', 'z']);
});

test('latest per user', () => {
  const latest = latestPerUser([...code, ...cal, ...desk]);
  assert.strictEqual(latest.get('mara').id, 'cal-m1');
  assert.strictEqual(latest.get('tom').id, 'code-a2');
});

test('newer than', () => {
  assert.deepStrictEqual(newerThan(mergeFeeds(code, cal), '2024-03-04T10:00:00Z').map((e) => e.id), ['code-a2']);
});

test('paging', () => {
  const feed = mergeFeeds(code, cal, desk);
  assert.deepStrictEqual(page(feed, { limit: 2 }).map((e) => e.id), ['code-a2', 'cal-m1']);
  assert.deepStrictEqual(page(feed, { limit: 2, before: 'cal-m1' }).map((e) => e.id), ['code-a1', 'desk-77-1']);
});
