// Nodemailer transport used to send on-call alert emails from the monitoring service
const nodemailer = require('nodemailer');

const SMTP_HOST = 'smtp.mailgun.org';
const SMTP_USER = 'alerts@mg.example-monitoring.io';
const SMTP_PASSWORD_ENV = 'ALERT_SMTP_PASSWORD';

function smtpPassword() {
  const value = process.env[SMTP_PASSWORD_ENV];
  if (!value) {
    throw new Error(`${SMTP_PASSWORD_ENV} is not set`);
  }
  return value;
}

function createTransport() {
  return nodemailer.createTransport({
    host: SMTP_HOST,
    port: 587,
    secure: false,
    requireTLS: true,
    auth: { user: SMTP_USER, pass: smtpPassword() },
    pool: true,
    maxConnections: 2,
  });
}

const transport = createTransport();

function formatAlert(alert) {
  const lines = [
    `Service: ${alert.service}`,
    `Severity: ${alert.severity}`,
    `Started: ${new Date(alert.startedAt).toISOString()}`,
    '',
    alert.summary,
  ];
  return lines.join('\n');
}

async function sendAlert(alert, recipients) {
  const info = await transport.sendMail({
    from: `"Monitoring" <${SMTP_USER}>`,
    to: recipients.join(', '),
    subject: `[${alert.severity.toUpperCase()}] ${alert.service}: ${alert.title}`,
    text: formatAlert(alert),
  });
  return info.messageId;
}

module.exports = { sendAlert };
