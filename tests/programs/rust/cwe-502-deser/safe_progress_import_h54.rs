// Imports course progress snapshots uploaded by the offline learning app in bincode format.
use axum::{
    body::Bytes,
    extract::{Path, State},
    http::StatusCode,
    routing::post,
    Router,
};
use bincode::Options;
use bytes::Buf;
use serde::Deserialize;
use tokio::sync::mpsc::Sender;

const MAX_SNAPSHOT_BYTES: u64 = 256 * 1024;

#[derive(Deserialize, Debug)]
pub struct LessonProgress {
    lesson_id: u32,
    percent: u8,
    notes: String,
}

#[derive(Deserialize, Debug)]
pub struct ProgressSnapshot {
    learner_id: u64,
    device: String,
    lessons: Vec<LessonProgress>,
}

fn decode_snapshot(body: Bytes) -> Result<ProgressSnapshot, bincode::Error> {
    bincode::DefaultOptions::new()
        .with_fixint_encoding()
        .allow_trailing_bytes()
        .with_limit(MAX_SNAPSHOT_BYTES)
        .deserialize_from(body.reader())
}

fn clamp_lessons(mut snap: ProgressSnapshot) -> ProgressSnapshot {
    snap.lessons.retain(|l| l.percent <= 100);
    snap.lessons.sort_by_key(|l| l.lesson_id);
    snap.lessons.dedup_by_key(|l| l.lesson_id);
    snap
}

async fn import(
    State(jobs): State<Sender<ProgressSnapshot>>,
    Path(learner_id): Path<u64>,
    body: Bytes,
) -> StatusCode {
    let snapshot = match decode_snapshot(body) {
        Ok(s) if s.learner_id == learner_id => clamp_lessons(s),
        Ok(_) => return StatusCode::FORBIDDEN,
        Err(_) => return StatusCode::BAD_REQUEST,
    };
    tracing::debug!(device = %snapshot.device, lessons = snapshot.lessons.len(), "progress upload");
    jobs.send(snapshot)
        .await
        .map(|_| StatusCode::ACCEPTED)
        .unwrap_or(StatusCode::SERVICE_UNAVAILABLE)
}

pub fn router(jobs: Sender<ProgressSnapshot>) -> Router {
    Router::new()
        .route("/learners/:learner_id/progress", post(import))
        .with_state(jobs)
}
