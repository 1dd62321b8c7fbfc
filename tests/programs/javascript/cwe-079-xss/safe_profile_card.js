// Express handler rendering a public member profile card as HTML
const express = require('express');
const { findMember } = require('../services/members');

const router = express.Router();

const TABS = ['overview', 'activity', 'followers'];
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

function layout(title, body) {
  return `<!doctype html>
<html>
  <head><meta charset="utf-8"><title>${title}</title></head>
  <body>${body}</body>
</html>`;
}

function tabLinks(handle, active) {
  return TABS.map((t) => {
    const cls = t === active ? 'tab active' : 'tab';
    return `<a class="${cls}" href="/members/${encodeURIComponent(handle)}?tab=${t}">${t}</a>`;
  }).join('');
}

router.get('/members/:handle', async (req, res, next) => {
  try {
    const handle = req.params.handle;
    const tab = TABS.includes(req.query.tab) ? req.query.tab : 'overview';
    const member = await findMember(handle);
    if (!member) {
      res.status(404);
      return res.send(layout('Not found', `<p>No member called ${escapeHtml(handle)}</p>`));
    }
    const body = `<h1>${escapeHtml(member.displayName)}</h1><nav>${tabLinks(handle, tab)}</nav>`;
    res.type('html').send(layout(`Profile - ${member.id}`, body));
  } catch (err) {
    next(err);
  }
});

module.exports = router;
