// survey upload (h58 set)
use std::path::PathBuf;

use axum::{
    extract::{DefaultBodyLimit, Multipart, State},
    http::StatusCode,
    routing::post,
    Json, Router,
};
use serde::Serialize;

/// Drill-hole survey files (LAS/CSV) uploaded by geologists from the pit.
#[derive(Clone)]
struct SurveyInbox {
    dir: PathBuf,
}

#[derive(Serialize)]
struct Stored {
    file: String,
    bytes: usize,
}

fn bad_request<E: std::fmt::Display>(e: E) -> (StatusCode, String) {
    (StatusCode::BAD_REQUEST, e.to_string())
}

async fn upload_surveys(
    State(inbox): State<SurveyInbox>,
    mut form: Multipart,
) -> Result<Json<Vec<Stored>>, (StatusCode, String)> {
    let mut stored = Vec::new();
    while let Some(field) = form.next_field().await.map_err(bad_request)? {
        let Some(file_name) = field.file_name().map(str::to_owned) else {
            continue;
        };
        let data = field.bytes().await.map_err(bad_request)?;
        let target = inbox.dir.join(&file_name);
        tokio::fs::write(&target, &data)
            .await
            .map_err(|e| (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?;
        stored.push(Stored {
            file: file_name,
            bytes: data.len(),
        });
    }
    Ok(Json(stored))
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let inbox = SurveyInbox {
        dir: std::env::var("SURVEY_INBOX")
            .unwrap_or_else(|_| "/data/surveys/inbox".into())
            .into(),
    };
    tokio::fs::create_dir_all(&inbox.dir).await?;

    let app = Router::new()
        .route("/surveys", post(upload_surveys))
        .layer(DefaultBodyLimit::max(64 * 1024 * 1024))
        .with_state(inbox);

    let listener = tokio::net::TcpListener::bind("127.0.0.1:8750").await?;
    axum::serve(listener, app).await
}
