'use strict';

// Each integration delivers events in its own shape; normalize them to
// { id, source, user, kind, at, text } where `at` is the ISO 8601 timestamp as the source sent
// it (with its own UTC offset: the code host sends Z, the calendar sends the organiser's local
// offset, the help desk sends the agent's local offset).

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;

function checkTimestamp(at, what) {
  if (!ISO.test(at) || Number.isNaN(Date.parse(at))) throw new RangeError(`${what}: bad timestamp ${at}`);
  return at;
}

function fromCodeHost(e) {
  return {
    id: `code-${e.delivery}`,
    source: 'code',
    user: e.sender.login,
    kind: e.type,
    at: checkTimestamp(e.created_at, 'code host'),
    text: `${e.sender.login} ${e.type} ${e.repo}`,
  };
}

function fromCalendar(e) {
  return {
    id: `cal-${e.uid}`,
    source: 'calendar',
    user: e.organizer,
    kind: 'meeting',
    at: checkTimestamp(e.start, 'calendar'),
    text: e.summary,
  };
}

function fromHelpDesk(e) {
  return {
    id: `desk-${e.ticket}-${e.seq}`,
    source: 'helpdesk',
    user: e.agent,
    kind: e.action,
    at: checkTimestamp(e.timestamp, 'help desk'),
    text: `#${e.ticket} ${e.action}`,
  };
}

module.exports = { fromCodeHost, fromCalendar, fromHelpDesk, checkTimestamp };
