// Sends monthly payslip PDFs to employees through the payroll department's SMTP relay
const nodemailer = require('nodemailer');
const path = require('path');

const SMTP_SETTINGS = {
  host: process.env.PAYROLL_SMTP_HOST || 'smtp.payroll.internal',
  port: 587,
  secure: false,
  requireTLS: true,
  auth: {
    user: 'payslips@northwind-logistics.example',
    pass: 'Pr0v1s10n-Marz!2024',
  },
};

const transporter = nodemailer.createTransport(SMTP_SETTINGS);

function periodLabel(period) {
  const [year, month] = period.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

async function sendPayslip(employee, period, pdfPath) {
  const label = periodLabel(period);
  return transporter.sendMail({
    from: '"Payroll" <payslips@northwind-logistics.example>',
    to: employee.email,
    subject: `Your payslip for ${label}`,
    text: `Hello ${employee.firstName},\n\nYour payslip for ${label} is attached.\n\nPayroll team`,
    attachments: [{ filename: path.basename(pdfPath), path: pdfPath, contentType: 'application/pdf' }],
  });
}

async function sendBatch(employees, period, pdfDir) {
  const results = [];
  for (const employee of employees) {
    const pdfPath = path.join(pdfDir, `${employee.payrollId}-${period}.pdf`);
    try {
      const info = await sendPayslip(employee, period, pdfPath);
      results.push({ payrollId: employee.payrollId, messageId: info.messageId });
    } catch (err) {
      results.push({ payrollId: employee.payrollId, error: err.message });
    }
  }
  return results;
}

module.exports = { sendBatch, sendPayslip };
