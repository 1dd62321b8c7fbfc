// Client for the agronomy weather service used to schedule irrigation runs per field
const axios = require('axios');

function requireEnv(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const weatherConfig = {
  baseUrl: process.env.WEATHER_API_URL || 'https://api.agrimet-data.com/v3',
  apiKey: requireEnv('WEATHER_API_KEY'),
  timeoutMs: 5000,
};

class WeatherClient {
  constructor(cfg) {
    this.http = axios.create({
      baseURL: cfg.baseUrl,
      timeout: cfg.timeoutMs,
      headers: { 'X-Api-Key': cfg.apiKey },
    });
  }

  async forecast(lat, lon) {
    const { data } = await this.http.get('/forecast/hourly', { params: { lat, lon, hours: 48 } });
    return data.hours;
  }
}

class IrrigationPlanner {
  constructor(weather) {
    this.weather = weather;
  }

  async planFor(field) {
    const hours = await this.weather.forecast(field.lat, field.lon);
    const rainMm = hours.reduce((sum, h) => sum + (h.precipMm || 0), 0);
    const deficit = Math.max(0, field.targetMm - field.soilMoistureMm - rainMm);
    return { fieldId: field.id, irrigateMm: Math.round(deficit * 10) / 10, rainMm };
  }

  async planAll(fields) {
    const plans = [];
    for (const field of fields) {
      plans.push(await this.planFor(field));
    }
    return plans;
  }
}

function createPlanner() {
  return new IrrigationPlanner(new WeatherClient(weatherConfig));
}

module.exports = { createPlanner, IrrigationPlanner, WeatherClient };
