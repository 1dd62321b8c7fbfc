// A optician prescription mailer program of the h61 set (cwe-319-cleartext).
// Opticians: after an eye test the optometrist's system drops a JSON file per
// patient into an outbox folder; this job e-mails the spectacle prescription
// to the patient through the group's SMTP relay.
use std::fs;
use std::path::Path;

use lettre::message::{header::ContentType, Mailbox};
use lettre::transport::smtp::authentication::Credentials;
use lettre::{Message, SmtpTransport, Transport};
use serde::Deserialize;

#[derive(Deserialize)]
struct Prescription {
    patient_name: String,
    patient_email: String,
    right_sph: f32,
    right_cyl: f32,
    left_sph: f32,
    left_cyl: f32,
    add: Option<f32>,
}

struct RelaySettings {
    host: String,
    user: String,
    password: String,
}

trait Notifier {
    fn send(&self, to: Mailbox, subject: &str, body: String) -> anyhow::Result<()>;
}

struct SmtpNotifier {
    transport: SmtpTransport,
    from: Mailbox,
}

impl SmtpNotifier {
    fn new(settings: RelaySettings) -> anyhow::Result<Self> {
        let transport = SmtpTransport::relay(&settings.host)?
            .credentials(Credentials::new(settings.user, settings.password))
            .build();
        Ok(Self { transport, from: "Clearview Opticians <eyes@clearview-opticians.co.uk>".parse()? })
    }
}

impl Notifier for SmtpNotifier {
    fn send(&self, to: Mailbox, subject: &str, body: String) -> anyhow::Result<()> {
        let email = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(subject)
            .header(ContentType::TEXT_PLAIN)
            .body(body)?;
        self.transport.send(&email)?;
        Ok(())
    }
}

fn render(p: &Prescription) -> String {
    let add = p.add.map(|a| format!("\nNear addition: +{a:.2}")).unwrap_or_default();
    format!(
        "Dear {},\n\nYour spectacle prescription from today's eye examination:\n\
         Right: SPH {:+.2} CYL {:+.2}\nLeft:  SPH {:+.2} CYL {:+.2}{add}\n\nClearview Opticians",
        p.patient_name, p.right_sph, p.right_cyl, p.left_sph, p.left_cyl
    )
}

fn drain_outbox(outbox: &Path, notifier: &dyn Notifier) -> anyhow::Result<()> {
    for entry in fs::read_dir(outbox)? {
        let path = entry?.path();
        if path.extension().and_then(|e| e.to_str()) != Some("json") {
            continue;
        }
        let p: Prescription = serde_json::from_str(&fs::read_to_string(&path)?)?;
        let to: Mailbox = format!("{} <{}>", p.patient_name, p.patient_email).parse()?;
        notifier.send(to, "Your spectacle prescription", render(&p))?;
        fs::remove_file(&path)?;
    }
    Ok(())
}

fn main() -> anyhow::Result<()> {
    let settings = RelaySettings {
        host: std::env::var("SMTP_RELAY_HOST")?,
        user: std::env::var("SMTP_RELAY_USER")?,
        password: std::env::var("SMTP_RELAY_PASSWORD")?,
    };
    let notifier = SmtpNotifier::new(settings)?;
    drain_outbox(Path::new("/var/spool/optics/prescriptions"), &notifier)
}
