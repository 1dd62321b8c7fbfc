// A mountain llama trekking outfit booking confirmation mailer program of the h76 set (cwe-319-cleartext).
use std::fs;

use lettre::message::header::ContentType;
use lettre::transport::smtp::authentication::Credentials;
use lettre::{Message, SmtpTransport, Transport};
use serde::Deserialize;

#[derive(Deserialize)]
struct Booking {
    guest_name: String,
    email: String,
    trail: String,
    date: String,
    llamas: u8,
    passport_number: String,
}

struct MailSettings {
    host: String,
    username: String,
    password: String,
    from: String,
}

impl MailSettings {
    fn from_env() -> anyhow::Result<Self> {
        Ok(Self {
            host: std::env::var("SMTP_HOST").unwrap_or_else(|_| "mail.llamatreks.example".into()),
            username: std::env::var("SMTP_USER")?,
            password: std::env::var("SMTP_PASSWORD")?,
            from: "Andes Llama Treks <bookings@llamatreks.example>".into(),
        })
    }
}

trait Notifier {
    fn notify(&self, booking: &Booking) -> anyhow::Result<()>;
}

struct EmailNotifier {
    mailer: SmtpTransport,
    from: String,
}

impl EmailNotifier {
    fn new(settings: MailSettings) -> anyhow::Result<Self> {
        let creds = Credentials::new(settings.username, settings.password);
        let mailer = SmtpTransport::relay(&settings.host)?
            .credentials(creds)
            .build();
        Ok(Self { mailer, from: settings.from })
    }
}

impl Notifier for EmailNotifier {
    fn notify(&self, booking: &Booking) -> anyhow::Result<()> {
        let body = format!(
            "Hello {},\n\nyour trek on the {} trail on {} with {} llama(s) is confirmed.\n\
             Passport on file: {}\n\nSee you at the corral!",
            booking.guest_name, booking.trail, booking.date, booking.llamas, booking.passport_number
        );
        let email = Message::builder()
            .from(self.from.parse()?)
            .to(booking.email.parse()?)
            .subject(format!("Trek confirmed: {}", booking.trail))
            .header(ContentType::TEXT_PLAIN)
            .body(body)?;
        self.mailer.send(&email)?;
        Ok(())
    }
}

struct ConsoleNotifier;

impl Notifier for ConsoleNotifier {
    fn notify(&self, booking: &Booking) -> anyhow::Result<()> {
        println!("[dry-run] confirmation for {} <{}>", booking.guest_name, booking.email);
        Ok(())
    }
}

fn main() -> anyhow::Result<()> {
    let export = std::env::args().nth(1).unwrap_or_else(|| "bookings.json".into());
    let bookings: Vec<Booking> = serde_json::from_str(&fs::read_to_string(export)?)?;

    let notifier: Box<dyn Notifier> = if std::env::var("DRY_RUN").is_ok() {
        Box::new(ConsoleNotifier)
    } else {
        Box::new(EmailNotifier::new(MailSettings::from_env()?)?)
    };

    for booking in &bookings {
        if let Err(err) = notifier.notify(booking) {
            eprintln!("could not confirm {}: {err:#}", booking.email);
        }
    }
    Ok(())
}
