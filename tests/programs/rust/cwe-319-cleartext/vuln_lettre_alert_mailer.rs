// Sends on-call alert emails through the company SMTP relay using the service account.
use lettre::message::{header::ContentType, Mailbox};
use lettre::transport::smtp::authentication::Credentials;
use lettre::{Message, SmtpTransport, Transport};

pub struct MailerConfig {
    pub relay_host: String,
    pub port: u16,
    pub username: String,
    pub password: String,
    pub from: String,
}

impl MailerConfig {
    pub fn from_env() -> anyhow::Result<Self> {
        Ok(MailerConfig {
            relay_host: std::env::var("SMTP_HOST")?,
            port: std::env::var("SMTP_PORT").ok().and_then(|p| p.parse().ok()).unwrap_or(587),
            username: std::env::var("SMTP_USER")?,
            password: std::env::var("SMTP_PASSWORD")?,
            from: "Alerts <alerts@ops.example.com>".into(),
        })
    }
}

pub struct AlertMailer {
    transport: SmtpTransport,
    from: Mailbox,
}

impl AlertMailer {
    pub fn new(cfg: &MailerConfig) -> anyhow::Result<Self> {
        let creds = Credentials::new(cfg.username.clone(), cfg.password.clone());
        let transport = SmtpTransport::builder_dangerous(&cfg.relay_host)
            .port(cfg.port)
            .credentials(creds)
            .build();
        Ok(AlertMailer { transport, from: cfg.from.parse()? })
    }

    pub fn send_alert(&self, to: &str, service: &str, summary: &str) -> anyhow::Result<()> {
        let email = Message::builder()
            .from(self.from.clone())
            .to(to.parse()?)
            .subject(format!("[ALERT] {}", service))
            .header(ContentType::TEXT_PLAIN)
            .body(summary.to_string())?;
        self.transport.send(&email)?;
        Ok(())
    }
}
