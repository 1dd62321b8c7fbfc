'use strict';

const MAX_PER_PAGE = 100;

// Read ?page=&per_page= from a parsed query object, with defaults and bounds.
function parsePageQuery(query = {}, { defaultPerPage = 20 } = {}) {
  let page = Number.parseInt(query.page, 10);
  let perPage = Number.parseInt(query.per_page, 10);
  if (!Number.isFinite(page) || page < 1) page = 1;
  if (!Number.isFinite(perPage) || perPage < 1) perPage = defaultPerPage;
  return { page, perPage: Math.min(perPage, MAX_PER_PAGE) };
}

// Page maths for a list of `total` items. A page past the end shows the last page; an empty
// list still has one (empty) page.
function paginate({ total, page = 1, perPage = 20 }) {
  const pages = Math.floor(total / perPage) + 1;
  const current = Math.min(Math.max(page, 1), pages);
  const offset = (current - 1) * perPage;
  return {
    page: current,
    perPage,
    total,
    pages,
    offset,
    limit: perPage,
    hasPrev: current > 1,
    hasNext: current < pages,
    from: total === 0 ? 0 : offset + 1,
    to: Math.min(offset + perPage, total),
  };
}

// The page numbers to show in the pager: first, last, and `around` pages each side of the
// current one, with '…' for gaps.
function pageLinks(p, { around = 2 } = {}) {
  const out = [];
  for (let n = 1; n <= p.pages; n++) {
    if (n === 1 || n === p.pages || Math.abs(n - p.page) <= around) {
      out.push(n);
    } else if (out[out.length - 1] !== '…') {
      out.push('…');
    }
  }
  return out;
}

module.exports = { parsePageQuery, paginate, pageLinks, MAX_PER_PAGE };
