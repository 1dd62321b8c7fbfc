// A foraging reports program of the h67 set (cwe-319-cleartext).
// mushroom foragers: record members' finds and forward verified ones to the regional fungus records scheme
const express = require('express');
const mongoose = require('mongoose');
const Joi = require('joi');
const axios = require('axios');

const RECORDS_SCHEME_URL = 'http://records.fungus-survey.org/api/v2/sightings';

const Find = mongoose.model(
  'Find',
  new mongoose.Schema(
    {
      memberId: { type: String, required: true },
      species: { type: String, required: true },
      gridRef: { type: String, required: true },
      habitat: String,
      count: Number,
      verified: { type: Boolean, default: false },
      forwardedAt: Date,
    },
    { timestamps: true },
  ),
);

const findSchema = Joi.object({
  memberId: Joi.string().alphanum().length(8).required(),
  species: Joi.string().max(120).required(),
  gridRef: Joi.string().pattern(/^[A-Z]{2}\d{4,8}$/).required(),
  habitat: Joi.string().valid('beech', 'oak', 'conifer', 'grassland', 'dune', 'other'),
  count: Joi.number().integer().min(1).max(500).default(1),
});

class RecordsSchemeClient {
  constructor(http, apiKey) {
    this.http = http;
    this.apiKey = apiKey;
  }

  async submit(find) {
    await this.http.post(
      RECORDS_SCHEME_URL,
      {
        taxon: find.species,
        gridReference: find.gridRef,
        habitat: find.habitat,
        abundance: find.count,
        recorder: find.memberId,
        date: find.createdAt.toISOString().slice(0, 10),
      },
      { headers: { 'X-Api-Key': this.apiKey }, timeout: 10000 },
    );
  }
}

class FindService {
  constructor({ records }) {
    this.records = records;
  }

  async create(input) {
    return Find.create(input);
  }

  async verifyAndForward(id) {
    const find = await Find.findByIdAndUpdate(id, { verified: true }, { new: true });
    if (!find) return null;
    await this.records.submit(find);
    find.forwardedAt = new Date();
    await find.save();
    return find;
  }
}

function buildApp(findService) {
  const app = express();
  app.use(express.json());

  app.post('/finds', async (req, res, next) => {
    const { value, error } = findSchema.validate(req.body, { stripUnknown: true });
    if (error) return res.status(400).json({ error: error.message });
    try {
      res.status(201).json(await findService.create(value));
    } catch (err) {
      next(err);
    }
  });

  app.post('/finds/:id/verify', async (req, res, next) => {
    if (!mongoose.isValidObjectId(req.params.id)) return res.sendStatus(404);
    try {
      const find = await findService.verifyAndForward(req.params.id);
      return find ? res.json(find) : res.sendStatus(404);
    } catch (err) {
      next(err);
    }
  });

  return app;
}

async function main() {
  await mongoose.connect(process.env.MONGO_URL);
  const records = new RecordsSchemeClient(axios.create(), process.env.RECORDS_API_KEY);
  buildApp(new FindService({ records })).listen(process.env.PORT || 3000);
}

if (require.main === module) main();

module.exports = { buildApp };
