// A bowling league mailer program of the h62 set (cwe-798-credentials).
'use strict';

// Sends the weekly standings sheet to every bowler in a league.
const express = require('express');
const sgMail = require('@sendgrid/mail');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.LEAGUE_DATABASE_URL });

const { SENDGRID_API_KEY } = process.env;
if (!SENDGRID_API_KEY) throw new Error('SENDGRID_API_KEY is not set');
sgMail.setApiKey(SENDGRID_API_KEY);

const FROM = { email: 'leagues@strikezonelanes.com', name: 'Strike Zone Lanes' };

const loadStandings = async (leagueId) => {
  const { rows } = await pool.query(
    `SELECT t.name AS team, SUM(g.pins) AS pins, SUM(g.points) AS points
       FROM games g JOIN teams t ON t.id = g.team_id
      WHERE t.league_id = $1
   GROUP BY t.name
   ORDER BY points DESC, pins DESC`,
    [leagueId]
  );
  return rows;
};

const loadRecipients = async (leagueId) => {
  const { rows } = await pool.query(
    `SELECT b.email, b.first_name FROM bowlers b JOIN teams t ON t.id = b.team_id
      WHERE t.league_id = $1 AND b.email_opt_in = TRUE`,
    [leagueId]
  );
  return rows;
};

const formatStandings = (standings) =>
  standings
    .map(({ team, pins, points }, i) => `${String(i + 1).padStart(2)}. ${team.padEnd(24)} ${String(points).padStart(4)} pts  ${pins} pins`)
    .join('\n');

const buildMessages = (week, table) => (recipients) =>
  recipients.map(({ email, first_name: firstName }) => ({
    to: email,
    from: FROM,
    subject: `League standings — week ${week}`,
    text: `Hi ${firstName},\n\nHere are the standings after week ${week}:\n\n${table}\n\nSee you on the lanes!`,
  }));

const sendInBatches = async (messages, size = 100) => {
  for (let i = 0; i < messages.length; i += size) {
    await sgMail.send(messages.slice(i, i + size));
  }
  return messages.length;
};

const app = express();
app.use(express.json());

app.post('/leagues/:leagueId/standings/email', async (req, res, next) => {
  try {
    const leagueId = Number.parseInt(req.params.leagueId, 10);
    const week = Number.parseInt(req.body.week, 10);
    if (!Number.isInteger(leagueId) || !Number.isInteger(week)) {
      return res.status(400).json({ error: 'league id and week are required' });
    }
    const table = formatStandings(await loadStandings(leagueId));
    const sent = await loadRecipients(leagueId).then(buildMessages(week, table)).then(sendInBatches);
    return res.json({ leagueId, week, sent });
  } catch (err) {
    return next(err);
  }
});

// Internal service: only the league scheduler on this host calls it.
app.listen(Number(process.env.PORT) || 3017, '127.0.0.1');
