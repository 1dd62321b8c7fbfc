// Express routes for a charity's public donor wall: donors leave a short message shown on the page.
const express = require('express');
const ejs = require('ejs');

const WALL_TEMPLATE = `
<!doctype html>
<html><body>
  <h1><%= campaign %></h1>
  <ul class="donor-wall">
  <% for (const entry of entries) { %>
    <li><strong><%= entry.displayName %></strong>: <%= entry.message %></li>
  <% } %>
  </ul>
</body></html>`;

class DonorMessage {
  constructor(displayName, message) {
    this.displayName = displayName;
    this.message = message;
    this.createdAt = new Date();
  }
}

class DonorWallRepository {
  constructor() {
    this.entries = [];
  }

  add(entry) {
    this.entries.unshift(entry);
    if (this.entries.length > 50) this.entries.pop();
  }

  *recent(limit) {
    for (let i = 0; i < Math.min(limit, this.entries.length); i++) yield this.entries[i];
  }
}

class DonorWallService {
  constructor(repo, campaign) {
    this.repo = repo;
    this.campaign = campaign;
  }

  post({ displayName, message }) {
    if (!message || message.length > 280) throw new RangeError('message must be 1-280 characters');
    this.repo.add(new DonorMessage(String(displayName || 'Anonymous').slice(0, 40), String(message)));
  }

  render() {
    return ejs.render(WALL_TEMPLATE, { campaign: this.campaign, entries: [...this.repo.recent(20)] });
  }
}

const service = new DonorWallService(new DonorWallRepository(), 'Winter Shelter Appeal');
const app = express();
app.use(express.urlencoded({ extended: false }));

app.get('/wall', (req, res) => res.type('html').send(service.render()));
app.post('/wall', (req, res) => {
  try {
    service.post(req.body);
    res.redirect(303, '/wall');
  } catch (err) {
    res.status(400).send(err.message);
  }
});

app.listen(3002);
