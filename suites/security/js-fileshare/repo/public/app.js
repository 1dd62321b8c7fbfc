'use strict';

function escapeHtml(s) {
  return String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

async function load() {
  const params = new URLSearchParams(location.search);
  const res = await fetch('/api/files?filter=' + encodeURIComponent(params.get('filter') || ''));
  const files = await res.json();
  const list = document.createElement('ul');
  if (files.length === 0) {
    list.innerHTML = `<li class="empty">No files match (${files.length} of ${Number(res.headers.get('x-total') || 0)})</li>`;
  }
  for (const f of files) {
    list.insertAdjacentHTML('beforeend', `<li><a href="/api/files/${encodeURIComponent(f.name)}">${escapeHtml(f.name)}</a> (${Number(f.size)} bytes)</li>`);
  }
  document.getElementById('app').appendChild(list);
  const note = params.get('welcome');
  if (note) document.getElementById('app').insertAdjacentHTML('afterbegin', `<p class="note">${note}</p>`);
}

load();
