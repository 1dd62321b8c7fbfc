'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { fromCodeHost, fromCalendar, fromHelpDesk } = require('../src/sources');
const { mergeFeeds, latestPerUser } = require('../src/feed');

const push = (delivery, login, at) => fromCodeHost({ delivery, type: 'push', repo: 'web', sender: { login }, created_at: at });
const meeting = (uid, organizer, at) => fromCalendar({ uid, organizer, summary: uid, start: at });
const reply = (ticket, agent, at) => fromHelpDesk({ ticket, seq: 1, agent, action: 'reply', timestamp: at });

test('events with different UTC offsets are ordered by the real moment', () => {
  const feed = mergeFeeds(
    [push('p1', 'mara', '2024-03-04T10:30:00Z'), push('p2', 'tom', '2024-03-04T09:45:00Z')],
    [meeting('m1', 'mara', '2024-03-04T12:00:00+02:00')], // 10:00Z
    [reply(5, 'lee', '2024-03-04T05:00:00-05:00')], // 10:00Z, the same moment as m1
    [reply(6, 'lee', '2024-03-04T05:20:00-05:00')], // 10:20Z
  );
  assert.deepStrictEqual(feed.map((e) => e.id), ['code-p1', 'desk-6-1', 'cal-m1', 'desk-5-1', 'code-p2']);
});

test('fractions of a second count', () => {
  const feed = mergeFeeds([push('a', 'x', '2024-03-04T08:30:00Z'), push('b', 'x', '2024-03-04T08:30:00.250Z')]);
  assert.deepStrictEqual(feed.map((e) => e.id), ['code-b', 'code-a']);
});

test('across midnight in another zone', () => {
  const feed = mergeFeeds([meeting('late', 'ana', '2024-03-05T00:30:00+01:00'), push('night', 'ana', '2024-03-04T23:45:00Z')]);
  assert.deepStrictEqual(feed.map((e) => e.id), ['code-night', 'cal-late']);
});

test('the same moment written with different offsets is a tie, broken by id', () => {
  const feed = mergeFeeds([
    { id: 'b', user: 'u', at: '2024-03-04T11:00:00+01:00' },
    { id: 'a', user: 'u', at: '2024-03-04T10:00:00Z' },
    { id: 'c', user: 'u', at: '2024-03-04T05:00:00.000-05:00' },
  ]);
  assert.deepStrictEqual(feed.map((e) => e.id), ['a', 'b', 'c']);
});

test('latest per user compares moments, not strings', () => {
  const latest = latestPerUser([
    push('p', 'mara', '2024-03-04T09:50:00Z'),
    meeting('m', 'mara', '2024-03-04T11:00:00+02:00'), // 09:00Z
    reply(9, 'lee', '2024-03-04T06:00:00-04:00'), // 10:00Z
    push('q', 'lee', '2024-03-04T09:59:59.999Z'),
  ]);
  assert.strictEqual(latest.get('mara').id, 'code-p');
  assert.strictEqual(latest.get('lee').id, 'desk-9-1');
});
