// Unseen set h59: showtimes lambda
'use strict';

// Theatre group: a lightweight HTML page listing upcoming performances, rendered
// by a Lambda behind CloudFront. GET /showtimes?venue=...&q=...

const escapeHtml = require('escape-html');
const { DynamoDBClient } = require('@aws-sdk/client-dynamodb');
const { DynamoDBDocumentClient, QueryCommand } = require('@aws-sdk/lib-dynamodb');

const TABLE = process.env.PERFORMANCES_TABLE;

class PerformanceRepository {
  constructor(doc) {
    this.doc = doc;
  }

  async upcomingAt(venueId) {
    const out = await this.doc.send(new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'venueId = :v AND startsAt >= :now',
      ExpressionAttributeValues: { ':v': venueId, ':now': new Date().toISOString() },
      Limit: 50,
    }));
    return out.Items || [];
  }
}

class ShowtimeService {
  constructor(repo) {
    this.repo = repo;
  }

  async search(venueId, text) {
    const all = await this.repo.upcomingAt(venueId);
    const needle = text.toLowerCase();
    return all.filter((p) => !needle || p.title.toLowerCase().includes(needle));
  }
}

class ShowtimePage {
  render(query, performances) {
    const rows = performances
      .map((p) => `<tr><td>${escapeHtml(p.title)}</td><td>${escapeHtml(p.startsAt)}</td><td>${escapeHtml(p.hall)}</td></tr>`)
      .join('\n');
    const heading = query
      ? `<h2>Performances matching "${query}"</h2>`
      : '<h2>All upcoming performances</h2>';
    return `<!doctype html>
<html><head><meta charset="utf-8"><title>Showtimes</title></head>
<body>
${heading}
<table><thead><tr><th>Title</th><th>Starts</th><th>Hall</th></tr></thead>
<tbody>${rows || '<tr><td colspan="3">Nothing scheduled</td></tr>'}</tbody></table>
</body></html>`;
  }
}

const service = new ShowtimeService(new PerformanceRepository(DynamoDBDocumentClient.from(new DynamoDBClient({}))));
const page = new ShowtimePage();

exports.handler = async (event) => {
  const qs = event.queryStringParameters || {};
  const venueId = qs.venue || 'main-stage';
  const query = (qs.q || '').slice(0, 80);
  const performances = await service.search(venueId, query);
  return {
    statusCode: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
    body: page.render(query, performances),
  };
};
