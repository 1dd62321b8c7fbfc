'use strict';

const { parsePageQuery, paginate } = require('./paginate');

// RFC 8288 Link header for a paginated collection at `baseUrl` (which may have a query).
function linkHeader(baseUrl, { page, perPage, total }) {
  const last = Math.floor(total / perPage) + 1;
  const url = (n) => {
    const u = new URL(baseUrl);
    u.searchParams.set('page', String(n));
    u.searchParams.set('per_page', String(perPage));
    return u.toString();
  };
  const links = [`<${url(1)}>; rel="first"`];
  if (page > 1) links.push(`<${url(page - 1)}>; rel="prev"`);
  if (page < last) links.push(`<${url(page + 1)}>; rel="next"`);
  links.push(`<${url(last)}>; rel="last"`);
  return links.join(', ');
}

// Build the response for GET /orders?page=&per_page=. `fetchPage(offset, limit)` returns the items.
async function listResponse(baseUrl, query, total, fetchPage) {
  const { page, perPage } = parsePageQuery(query);
  const p = paginate({ total, page, perPage });
  const items = total === 0 ? [] : await fetchPage(p.offset, p.limit);
  return {
    status: 200,
    headers: { link: linkHeader(baseUrl, p), 'x-total-count': String(total) },
    body: { items, page: p.page, pages: p.pages, total },
  };
}

module.exports = { linkHeader, listResponse };
