// A league scorecards program of the h72 set (cwe-319-cleartext).
'use strict';

const cron = require('node-cron');
const { Pool } = require('pg');

class LeagueExporter {
  constructor({ host, token, leagueId }) {
    this.host = host;
    this.token = token;
    this.leagueId = leagueId;
  }

  get baseUrl() {
    return `https://${this.host}`;
  }

  toPayload(card) {
    return {
      player: { name: card.player_name, email: card.player_email, memberNo: card.member_no },
      course: card.course_code,
      strokes: card.strokes,
      playedOn: card.played_on,
    };
  }

  async upload(cards) {
    const res = await fetch(`${this.baseUrl}/leagues/${this.leagueId}/scorecards`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${this.token}` },
      body: JSON.stringify(cards.map((c) => this.toPayload(c))),
    });
    if (!res.ok) throw new Error(`${this.host} answered ${res.status}`);
    return cards.length;
  }
}

// The coastal league still runs its own scoring box with per-hole data on port 8080.
class CoastalLeagueExporter extends LeagueExporter {
  get baseUrl() {
    return `http://${this.host}:8080`;
  }

  toPayload(card) {
    return { ...super.toPayload(card), holes: card.hole_strokes };
  }
}

const exporters = new Map([
  [
    'metro',
    new LeagueExporter({ host: 'api.metroputtleague.org', token: process.env.METRO_TOKEN, leagueId: 'mpl-2024' }),
  ],
  [
    'coastal',
    new CoastalLeagueExporter({ host: 'scores.coastalminigolf.net', token: process.env.COASTAL_TOKEN, leagueId: '17' }),
  ],
]);

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

async function exportYesterday() {
  const { rows } = await pool.query(
    `SELECT c.id, c.league, p.name AS player_name, p.email AS player_email, p.member_no,
            c.course_code, c.strokes, c.hole_strokes, c.played_on
       FROM scorecards c JOIN players p ON p.id = c.player_id
      WHERE c.played_on = CURRENT_DATE - 1 AND c.exported_at IS NULL`,
  );
  const byLeague = Map.groupBy(rows, (r) => r.league);
  for (const [league, cards] of byLeague) {
    const exporter = exporters.get(league);
    if (!exporter) continue;
    try {
      const sent = await exporter.upload(cards);
      await pool.query('UPDATE scorecards SET exported_at = now() WHERE id = ANY($1)', [cards.map((c) => c.id)]);
      console.log(`${league}: exported ${sent} scorecards`);
    } catch (err) {
      console.error(`${league}: export failed, will retry tomorrow`, err.message);
    }
  }
}

cron.schedule('15 2 * * *', () => {
  exportYesterday().catch((err) => console.error('scorecard export crashed', err));
}, { timezone: 'America/Chicago' });
