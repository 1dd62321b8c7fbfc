// Nodemailer transport used to send on-call alert emails from the monitoring service
const nodemailer = require('nodemailer');

const SMTP_HOST = 'smtp.mailgun.org';
const SMTP_USER = 'alerts@mg.example-monitoring.io';
const SMTP_PASSWORD = '3f9c1d7e62ab48b0a5e4c2d19f7b6a01-8c7e2f1a-b94d3e52';

function createTransport() {
  return nodemailer.createTransport({
    host: SMTP_HOST,
    port: 587,
    secure: false,
    requireTLS: true,
    auth: { user: SMTP_USER, pass: SMTP_PASSWORD },
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
