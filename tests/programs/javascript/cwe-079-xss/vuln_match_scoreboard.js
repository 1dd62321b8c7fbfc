// Express page rendering a live scoreboard widget for a regional football league
const express = require('express');
const ejs = require('ejs');

const WIDGET_TEMPLATE = `
<div class="scoreboard">
  <h2><%- heading %></h2>
  <ul>
  <% matches.forEach(function (m) { %>
    <li><%= m.home %> <%= m.homeScore %> - <%= m.awayScore %> <%= m.away %></li>
  <% }) %>
  </ul>
</div>`;

class FixtureRepository {
  constructor() {
    this.matches = [
      { division: 'north', home: 'Harbor FC', away: 'Millers', homeScore: 2, awayScore: 1 },
      { division: 'south', home: 'Rovers', away: 'Athletic', homeScore: 0, awayScore: 0 },
    ];
  }

  byDivision(division) {
    return this.matches.filter((m) => m.division === division);
  }
}

class ScoreboardService {
  constructor(repo) {
    this.repo = repo;
  }

  buildView(options) {
    const heading = options.title ? options.title : `Division ${options.division}`;
    return { heading, matches: this.repo.byDivision(options.division) };
  }
}

const service = new ScoreboardService(new FixtureRepository());
const app = express();

app.get('/widgets/scoreboard', (req, res) => {
  const options = {
    division: String(req.query.division || 'north'),
    title: req.query.title ? String(req.query.title) : '',
  };
  const view = service.buildView(options);
  const html = ejs.render(WIDGET_TEMPLATE, view);
  res.type('html').send(html);
});

app.listen(process.env.PORT || 3005);
