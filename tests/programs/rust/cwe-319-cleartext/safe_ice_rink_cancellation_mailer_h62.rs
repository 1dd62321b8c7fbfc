// An ice rink cancellation mailer program of the h62 set (cwe-319-cleartext).
// Ice rink: when a sheet closes for maintenance the booking system pipes the
// affected skating lessons here, and each skater gets a cancellation email.
use lettre::message::Mailbox;
use lettre::transport::smtp::authentication::Credentials;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::sync::mpsc;

#[derive(Debug)]
struct Cancellation {
    skater: Mailbox,
    lesson: String,
}

fn parse_line(line: &str) -> Option<Cancellation> {
    let (email, lesson) = line.split_once(',')?;
    let skater = email.trim().parse::<Mailbox>().ok()?;
    Some(Cancellation { skater, lesson: lesson.trim().to_string() })
}

fn mailer() -> anyhow::Result<AsyncSmtpTransport<Tokio1Executor>> {
    let host = std::env::var("RINK_SMTP_HOST")?;
    let creds = Credentials::new(std::env::var("RINK_SMTP_USER")?, std::env::var("RINK_SMTP_PASS")?);
    Ok(AsyncSmtpTransport::<Tokio1Executor>::starttls_relay(&host)?
        .port(587)
        .credentials(creds)
        .build())
}

async fn send_all(
    mut rx: mpsc::Receiver<Cancellation>,
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
) {
    while let Some(c) = rx.recv().await {
        let email = Message::builder()
            .from(from.clone())
            .to(c.skater.clone())
            .subject(format!("Cancelled: {}", c.lesson))
            .body(format!(
                "Hello,\n\nYour lesson \"{}\" is cancelled because the ice is closed for maintenance.\n\
                 A credit has been added to your rink account.\n\nFront desk",
                c.lesson
            ));
        match email {
            Ok(msg) => {
                if let Err(e) = transport.send(msg).await {
                    eprintln!("could not mail {}: {}", c.skater, e);
                }
            }
            Err(e) => eprintln!("bad message for {}: {}", c.skater, e),
        }
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let from: Mailbox = std::env::var("RINK_MAIL_FROM")?.parse()?;
    let (tx, rx) = mpsc::channel(64);
    let sender = tokio::spawn(send_all(rx, mailer()?, from));

    let mut lines = BufReader::new(tokio::io::stdin()).lines();
    while let Some(line) = lines.next_line().await? {
        if let Some(c) = parse_line(&line) {
            tx.send(c).await?;
        }
    }
    drop(tx);
    sender.await?;
    Ok(())
}
