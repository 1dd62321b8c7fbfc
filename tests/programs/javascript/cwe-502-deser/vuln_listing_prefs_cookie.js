// Express handlers that restore a home buyer's saved listing filters from a cookie
const express = require('express');
const cookieParser = require('cookie-parser');
const serialize = require('node-serialize');

const COOKIE_NAME = 'listing_prefs';

class SearchPreferences {
  constructor({ city = 'Any', minBeds = 0, maxPrice = null } = {}) {
    this.city = String(city);
    this.minBeds = Number(minBeds) || 0;
    this.maxPrice = maxPrice === null ? null : Number(maxPrice);
  }
}

class PreferenceCodec {
  encode(prefs) {
    return Buffer.from(serialize.serialize(prefs)).toString('base64');
  }

  decode(raw) {
    if (!raw) return new SearchPreferences();
    const text = Buffer.from(raw, 'base64').toString('utf8');
    const parsed = serialize.unserialize(text);
    return new SearchPreferences(parsed);
  }
}

class ListingSearchService {
  constructor(codec) {
    this.codec = codec;
  }

  restore(cookieValue) {
    return this.codec.decode(cookieValue);
  }

  persist(input) {
    return this.codec.encode(new SearchPreferences(input));
  }
}

const searches = new ListingSearchService(new PreferenceCodec());
const app = express();
app.use(cookieParser());
app.use(express.json());

app.get('/search/preferences', (req, res) => {
  const prefs = searches.restore(req.cookies[COOKIE_NAME]);
  res.json(prefs);
});

app.put('/search/preferences', (req, res) => {
  const encoded = searches.persist(req.body || {});
  res.cookie(COOKIE_NAME, encoded, { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 30 * 86400000 });
  res.status(204).end();
});

app.listen(Number(process.env.PORT || 3040));
