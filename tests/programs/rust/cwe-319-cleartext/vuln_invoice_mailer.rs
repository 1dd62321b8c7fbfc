// Sends invoice notification emails through the company SMTP relay using lettre.
use lettre::{
    message::{header::ContentType, Mailbox},
    transport::smtp::authentication::Credentials,
    Message, SmtpTransport, Transport,
};

pub struct MailSettings {
    pub smtp_host: String,
    pub smtp_user: String,
    pub smtp_password: String,
    pub from: String,
}

impl MailSettings {
    pub fn from_env() -> Option<Self> {
        Some(MailSettings {
            smtp_host: std::env::var("SMTP_HOST").ok()?,
            smtp_user: std::env::var("SMTP_USER").ok()?,
            smtp_password: std::env::var("SMTP_PASSWORD").ok()?,
            from: std::env::var("MAIL_FROM").unwrap_or_else(|_| "Billing <billing@example.com>".into()),
        })
    }
}

pub struct InvoiceMailer {
    transport: SmtpTransport,
    from: Mailbox,
}

impl InvoiceMailer {
    pub fn new(settings: &MailSettings) -> Result<Self, Box<dyn std::error::Error>> {
        let creds = Credentials::new(settings.smtp_user.clone(), settings.smtp_password.clone());
        let transport = SmtpTransport::builder_dangerous(settings.smtp_host.as_str())
            .port(587)
            .credentials(creds)
            .build();
        Ok(InvoiceMailer { transport, from: settings.from.parse()? })
    }

    pub fn send_invoice(&self, to: &str, invoice_no: &str, amount: &str) -> Result<(), Box<dyn std::error::Error>> {
        let email = Message::builder()
            .from(self.from.clone())
            .to(to.parse()?)
            .subject(format!("Invoice {invoice_no}"))
            .header(ContentType::TEXT_PLAIN)
            .body(format!("Your invoice {invoice_no} for {amount} is now available in your account."))?;
        self.transport.send(&email)?;
        Ok(())
    }
}
