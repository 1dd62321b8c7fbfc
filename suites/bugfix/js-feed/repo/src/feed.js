'use strict';

// Newest first; events at the same moment are ordered by id so the feed is stable between
// page loads.
function byNewest(a, b) {
  if (a.at < b.at) return 1;
  if (a.at > b.at) return -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

// Merge already-normalized event lists into one feed, dropping duplicates (same id).
function mergeFeeds(...lists) {
  const seen = new Set();
  const out = [];
  for (const list of lists) {
    for (const e of list) {
      if (seen.has(e.id)) continue;
      seen.add(e.id);
      out.push(e);
    }
  }
  return out.sort(byNewest);
}

// The most recent event of each user: { user -> event }, for the "last seen" column.
function latestPerUser(events) {
  const latest = new Map();
  for (const e of events) {
    const best = latest.get(e.user);
    if (!best || e.at > best.at) latest.set(e.user, e);
  }
  return latest;
}

// Events newer than `since` (an ISO timestamp), for the "what's new" badge.
function newerThan(events, since) {
  const t = Date.parse(since);
  return events.filter((e) => Date.parse(e.at) > t);
}

function page(feed, { limit = 50, before } = {}) {
  const start = before ? feed.findIndex((e) => e.id === before) + 1 : 0;
  return feed.slice(start, start + limit);
}

module.exports = { byNewest, mergeFeeds, latestPerUser, newerThan, page };
