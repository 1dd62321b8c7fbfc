// Community pharmacy: nightly job emailing patients whose repeat prescriptions are due for refill.
use lettre::message::{header::ContentType, Mailbox};
use lettre::transport::smtp::authentication::Credentials;
use lettre::{Message, SmtpTransport, Transport};
use sqlx::postgres::PgPool;

#[derive(Debug, sqlx::FromRow)]
struct DueRefill {
    patient_name: String,
    patient_email: String,
    medicine: String,
    due_on: chrono::NaiveDate,
}

struct RefillRepository {
    pool: PgPool,
}

impl RefillRepository {
    async fn due_within(&self, days: i32) -> Result<Vec<DueRefill>, sqlx::Error> {
        sqlx::query_as::<_, DueRefill>(
            "SELECT p.full_name AS patient_name, p.email AS patient_email, r.medicine, r.next_due AS due_on \
             FROM repeat_prescriptions r JOIN patients p ON p.id = r.patient_id \
             WHERE r.next_due <= CURRENT_DATE + $1 AND p.email_opt_in",
        )
        .bind(days)
        .fetch_all(&self.pool)
        .await
    }
}

struct ReminderMailer {
    transport: SmtpTransport,
    from: Mailbox,
}

impl ReminderMailer {
    fn from_env() -> Result<Self, Box<dyn std::error::Error>> {
        let host = std::env::var("SMTP_HOST")?;
        let creds = Credentials::new(std::env::var("SMTP_USER")?, std::env::var("SMTP_PASSWORD")?);
        let transport = SmtpTransport::builder_dangerous(&host).port(25).credentials(creds).build();
        Ok(Self { transport, from: "Harbourside Pharmacy <refills@harbourside-pharmacy.co.uk>".parse()? })
    }

    fn send(&self, refill: &DueRefill) -> Result<(), Box<dyn std::error::Error>> {
        let email = Message::builder()
            .from(self.from.clone())
            .to(format!("{} <{}>", refill.patient_name, refill.patient_email).parse()?)
            .subject("Your repeat prescription is due")
            .header(ContentType::TEXT_PLAIN)
            .body(format!(
                "Dear {},\n\nYour repeat prescription for {} is due on {}. Reply or call us to arrange collection.\n",
                refill.patient_name, refill.medicine, refill.due_on
            ))?;
        self.transport.send(&email)?;
        Ok(())
    }
}

struct ReminderJob {
    repo: RefillRepository,
    mailer: ReminderMailer,
}

impl ReminderJob {
    async fn run(&self) -> Result<usize, Box<dyn std::error::Error>> {
        let mut sent = 0;
        for refill in self.repo.due_within(3).await? {
            match self.mailer.send(&refill) {
                Ok(()) => sent += 1,
                Err(e) => eprintln!("reminder to patient failed: {}", e),
            }
        }
        Ok(sent)
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let pool = PgPool::connect(&std::env::var("PHARMACY_DATABASE_URL")?).await?;
    let job = ReminderJob { repo: RefillRepository { pool }, mailer: ReminderMailer::from_env()? };
    let sent = job.run().await?;
    println!("sent {} refill reminders", sent);
    Ok(())
}
