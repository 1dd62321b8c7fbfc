// A piano tuning sms reminders program of the h62 set (cwe-798-credentials).
// Piano tuning: the evening before a visit, customers get a text reminding
// them to clear the lid and keep the room quiet during tuning.
use chrono::{Duration, Local, NaiveDate};
use reqwest::Client;
use serde::Deserialize;
use tokio::sync::mpsc;
use tokio::time::{interval, Duration as Tick};

const SMS_API: &str = "https://api.twilio.com/2010-04-01/Accounts";
const SMS_ACCOUNT_SID: &str = "ACaa0af6ed2fff03808a0a202c843a12ba";
const SMS_AUTH_TOKEN: &str = "3b4677fc54db3c96254eadfea3642ad3";

#[derive(Deserialize, Clone, Debug)]
struct Appointment {
    customer: String,
    phone: String,
    date: NaiveDate,
    window: String,
    instrument: String,
}

struct SmsAccount {
    sid: String,
    token: String,
    from: String,
}

fn sms_account() -> SmsAccount {
    SmsAccount {
        sid: SMS_ACCOUNT_SID.to_string(),
        token: SMS_AUTH_TOKEN.to_string(),
        from: std::env::var("TUNING_SMS_FROM").unwrap_or_else(|_| "+15005550006".into()),
    }
}

fn due_tomorrow(path: &str) -> Vec<Appointment> {
    let tomorrow = Local::now().date_naive() + Duration::days(1);
    std::fs::read_to_string(path)
        .ok()
        .and_then(|raw| serde_json::from_str::<Vec<Appointment>>(&raw).ok())
        .unwrap_or_default()
        .into_iter()
        .filter(|a| a.date == tomorrow)
        .collect()
}

async fn send_reminder(http: &Client, acct: &SmsAccount, appt: &Appointment) -> reqwest::Result<()> {
    let body = format!(
        "Hi {}, your {} tuning is tomorrow ({}). Please clear the lid and music desk.",
        appt.customer, appt.instrument, appt.window
    );
    http.post(format!("{}/{}/Messages.json", SMS_API, acct.sid))
        .basic_auth(&acct.sid, Some(&acct.token))
        .form(&[("To", appt.phone.as_str()), ("From", acct.from.as_str()), ("Body", body.as_str())])
        .send()
        .await?
        .error_for_status()
        .map(|_| ())
}

#[tokio::main]
async fn main() {
    let schedule = std::env::var("TUNING_SCHEDULE").unwrap_or_else(|_| "/srv/tuning/appointments.json".into());
    let (tx, mut rx) = mpsc::channel::<Appointment>(100);

    tokio::spawn(async move {
        let mut tick = interval(Tick::from_secs(24 * 3600));
        loop {
            tick.tick().await;
            for appt in due_tomorrow(&schedule) {
                if tx.send(appt).await.is_err() {
                    return;
                }
            }
        }
    });

    let http = Client::new();
    let acct = sms_account();
    while let Some(appt) = rx.recv().await {
        if let Err(e) = send_reminder(&http, &acct, &appt).await {
            eprintln!("reminder to {} failed: {}", appt.customer, e);
        }
    }
}
