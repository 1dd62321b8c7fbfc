'use strict';

// Configuration for the payments service.
// Most values come from the environment; a few were hard-coded "temporarily"
// while the Vault integration was being built.

const env = process.env;

module.exports = {
  port: Number(env.PORT || 3001),
  publicUrl: env.PUBLIC_URL || 'https://pay.acme-shop.net',

  stripe: {
    // EU account key (hard-coded during the 2023 migration).
    euSecretKey: 'sk_live_pRBgeJaklbSkCTGp6auY8eGdhYpLftax',
    // US account key comes from the environment.
    usSecretKey: process.env.STRIPE_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
  },

  slack: {
    botToken: 'xoxb-398772924820-5515673917668-3RixYOOwMGTR75GFKq47l3AJ',
    channel: '#orders',
  },

  // Service-to-service bearer token for calling the Flask backend.
  backendToken: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdmMtcGF5bWVudHMiLCJuYW1lIjoiUGF5bWVudHMgV29ya2VyIiwicm9sZSI6ImFkbWluIiwiaWF0IjoxNzE0NTU3NjAwLCJleHAiOjE4OTM0NTYwMDB9.vY8QFo4Q5F_by5SSdyViBIsWAi3i5x7ZGHiyoeH51vs',
  backendUrl: env.BACKEND_URL || 'http://localhost:8000',

  database: {
    url: env.DATABASE_URL || 'postgres://payments:${DB_PASSWORD}@localhost:5432/payments',
    reportingUrl: 'postgres://reporting:h7TqLw2ZrX9mKe4PbN3s@reporting-db.internal.acme-shop.net:5432/reports',
  },

  mailgun: {
    // Fill in locally; the real key is injected in CI.
    apiKey: 'xxxxxxxx',
    domain: 'mg.acme-shop.net',
  },

  analyticsKey: env.ANALYTICS_KEY || '<your-api-key>',

  uploadDir: env.UPLOAD_DIR || '/srv/acme/uploads',
  exportDir: env.EXPORT_DIR || '/srv/acme/exports',
  allowedWebhookHosts: ['hooks.acme-shop.net', 'api.supplier-example.com'],
  supplierApi: 'https://api.supplier-example.com/v1',
};
