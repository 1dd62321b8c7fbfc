// A lacrosse ref checkin program of the h74 set (cwe-330-random).
use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::{
    extract::{Path, State},
    http::StatusCode,
    routing::post,
    Json, Router,
};
use chrono::{Datelike, Local, Weekday};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tokio::sync::Mutex;
use tokio::task::JoinSet;

#[derive(Clone, Debug)]
struct Game {
    id: u32,
    field: &'static str,
    referee_email: String,
}

#[derive(Debug)]
struct CheckinCode {
    code: String,
    referee_email: String,
    issued_at: u64,
}

type CodeBook = Arc<Mutex<HashMap<u32, CheckinCode>>>;

fn unix_now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0)
}

fn checkin_code(game_id: u32) -> String {
    let mut rng = SmallRng::seed_from_u64(unix_now() ^ u64::from(game_id));
    (0..8).map(|_| char::from(b'0' + rng.gen_range(0..10u8))).collect()
}

async fn weekend_games() -> Vec<Game> {
    // In production this comes from the scheduling service; the fixture list changes weekly.
    vec![
        Game { id: 4101, field: "Riverside 2", referee_email: "m.okafor@northshore-lax.org".into() },
        Game { id: 4102, field: "Riverside 3", referee_email: "j.lindqvist@northshore-lax.org".into() },
        Game { id: 4107, field: "Harbor Turf", referee_email: "a.mendes@northshore-lax.org".into() },
    ]
}

async fn issue_for(game: Game, book: CodeBook) -> (u32, String) {
    let code = checkin_code(game.id);
    book.lock().await.insert(
        game.id,
        CheckinCode { code: code.clone(), referee_email: game.referee_email.clone(), issued_at: unix_now() },
    );
    // mailer hand-off is fire-and-forget; the referee can always ask the league office to resend
    println!("mailing code for game {} at {} to {}", game.id, game.field, game.referee_email);
    (game.id, game.referee_email)
}

async fn issue_weekend_codes(book: CodeBook) {
    let mut tasks = JoinSet::new();
    for game in weekend_games().await {
        tasks.spawn(issue_for(game, book.clone()));
    }
    let mut issued = 0;
    while let Some(res) = tasks.join_next().await {
        match res {
            Ok((game_id, email)) => {
                issued += 1;
                println!("game {game_id}: code issued to {email}");
            }
            Err(e) => eprintln!("code task failed: {e}"),
        }
    }
    println!("{issued} check-in codes issued for the weekend");
}

async fn verify(book: &CodeBook, game_id: u32, entered: &str) -> bool {
    let mut guard = book.lock().await;
    match guard.get(&game_id) {
        Some(c) if c.code == entered && unix_now() - c.issued_at < 4 * 86_400 => {
            println!("referee {} checked in to game {game_id}", c.referee_email);
            guard.remove(&game_id);
            true
        }
        _ => false,
    }
}

#[derive(serde::Deserialize)]
struct CheckinBody {
    code: String,
}

async fn checkin(
    State(book): State<CodeBook>,
    Path(game_id): Path<u32>,
    Json(body): Json<CheckinBody>,
) -> StatusCode {
    if verify(&book, game_id, body.code.trim()).await {
        StatusCode::NO_CONTENT
    } else {
        StatusCode::FORBIDDEN
    }
}

async fn weekly_schedule(book: CodeBook) {
    let mut hourly = tokio::time::interval(Duration::from_secs(3600));
    let mut last_run_week = None;
    loop {
        hourly.tick().await;
        let today = Local::now();
        let week = today.iso_week().week();
        if today.weekday() == Weekday::Thu && last_run_week != Some(week) {
            issue_weekend_codes(book.clone()).await;
            last_run_week = Some(week);
        }
    }
}

#[tokio::main]
async fn main() {
    let book: CodeBook = Arc::default();
    tokio::spawn(weekly_schedule(book.clone()));

    let app = Router::new().route("/games/{game_id}/checkin", post(checkin)).with_state(book);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8091").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
