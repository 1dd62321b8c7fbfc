// A hull survey program of the h64 set (cwe-079-xss).
// app/api/surveys/render/route.js
const CONDITIONS = new Set(['sound', 'weathered', 'soft', 'rot', 'replaced']);
const SIDES = new Set(['port', 'starboard']);

function esc(value) {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function plankRow(plank) {
  const condition = CONDITIONS.has(plank.condition) ? plank.condition : 'sound';
  return `<tr class="${condition}">
    <td>${esc(plank.strake)}</td>
    <td>${esc(plank.station)}</td>
    <td><span class="note" title="${esc(plank.note)}">${condition}</span></td>
  </tr>`;
}

// body: { vessel: { name, yardNo }, planks: [{ side, strake, station, condition, note }] }
export async function POST(request) {
  let doc;
  try {
    doc = await request.json();
  } catch {
    return Response.json({ error: 'body must be JSON' }, { status: 400 });
  }

  const vessel = doc.vessel || {};
  const planks = Array.isArray(doc.planks) ? doc.planks.slice(0, 400) : [];

  const bySide = { port: [], starboard: [] };
  for (const plank of planks) {
    if (!SIDES.has(plank.side)) continue;
    bySide[plank.side].push(plank);
  }
  for (const side of Object.keys(bySide)) {
    bySide[side].sort((a, b) => Number(a.strake) - Number(b.strake) || Number(a.station) - Number(b.station));
  }

  const needsWork = planks.filter((p) => p.condition === 'soft' || p.condition === 'rot').length;
  const tables = Object.entries(bySide)
    .map(([side, rows]) => `<h2>${side}</h2><table><tr><th>Strake</th><th>Station</th><th>Condition</th></tr>${rows.map(plankRow).join('')}</table>`)
    .join('\n');

  const html = `<!doctype html>
<html>
  <head><meta charset="utf-8"><title>Hull survey</title></head>
  <body>
    <h1>Survey: ${esc(vessel.name)} (yard no. ${esc(vessel.yardNo)})</h1>
    <p>${needsWork} planks need replacing or scarfing.</p>
    ${tables}
  </body>
</html>`;

  return new Response(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
