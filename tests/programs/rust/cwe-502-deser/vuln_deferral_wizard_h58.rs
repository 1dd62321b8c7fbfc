// deferral wizard (h58 set)
use axum::{http::StatusCode, response::Html, routing::post, Form, Router};
use base64::{engine::general_purpose::STANDARD, Engine as _};
use serde::{Deserialize, Serialize};

/// State of the MEL deferral wizard used by line mechanics on the ramp.
/// It is carried between wizard steps in a hidden form field.
#[derive(Serialize, Deserialize)]
struct DeferralDraft {
    tail_number: String,
    mel_item: String,
    category: char,
    max_days: u8,
    raised_by: String,
}

#[derive(Deserialize)]
struct StepOne {
    tail_number: String,
    mel_item: String,
    raised_by: String,
}

#[derive(Deserialize)]
struct StepTwo {
    state: String,
    remarks: String,
}

/// Repair intervals per MEL category (days).
fn category_for(mel_item: &str) -> (char, u8) {
    match mel_item.split('-').next() {
        Some("21") | Some("30") => ('B', 3),
        Some("33") | Some("35") => ('C', 10),
        _ => ('A', 1),
    }
}

fn seal(draft: &DeferralDraft) -> String {
    STANDARD.encode(bincode::serialize(draft).expect("serializable"))
}

fn open(token: &str) -> Option<DeferralDraft> {
    let raw = STANDARD.decode(token).ok()?;
    bincode::deserialize(&raw).ok()
}

async fn step_one(Form(s): Form<StepOne>) -> Html<String> {
    let (category, max_days) = category_for(&s.mel_item);
    let draft = DeferralDraft { tail_number: s.tail_number, mel_item: s.mel_item, category, max_days, raised_by: s.raised_by };
    Html(format!(
        "<form method=post action=/deferrals/confirm>\
         <input type=hidden name=state value=\"{}\">\
         <textarea name=remarks></textarea><button>Confirm</button></form>",
        seal(&draft)
    ))
}

async fn confirm(Form(s): Form<StepTwo>) -> Result<String, StatusCode> {
    let draft = open(&s.state).ok_or(StatusCode::BAD_REQUEST)?;
    tracing::info!(
        tail = ?draft.tail_number, item = ?draft.mel_item,
        category = %draft.category, days = draft.max_days, remarks_len = s.remarks.len(),
        "deferral recorded"
    );
    Ok(format!("Deferral open for {} days", draft.max_days))
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    tracing_subscriber::fmt::init();
    let app = Router::new()
        .route("/deferrals/start", post(step_one))
        .route("/deferrals/confirm", post(confirm));
    axum::serve(tokio::net::TcpListener::bind("127.0.0.1:8500").await?, app).await
}
