// A tow dispatch program of the h69 set (cwe-089-sql).
use std::convert::Infallible;

use serde::Deserialize;
use sqlx::{postgres::PgPoolOptions, PgPool};
use tokio::sync::mpsc;
use warp::{http::StatusCode, Filter};

#[derive(Debug, Deserialize)]
struct TowRequest {
    vessel_name: String,
    berth: String,
    harbor_note: String,
    tonnage: u32,
    tugs_needed: u8,
}

fn with_queue(
    tx: mpsc::Sender<TowRequest>,
) -> impl Filter<Extract = (mpsc::Sender<TowRequest>,), Error = Infallible> + Clone {
    warp::any().map(move || tx.clone())
}

fn vessel_name_ok(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 40
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == ' ' || c == '-')
}

async fn accept_tow(
    req: TowRequest,
    tx: mpsc::Sender<TowRequest>,
) -> Result<impl warp::Reply, Infallible> {
    if !vessel_name_ok(&req.vessel_name) {
        return Ok(warp::reply::with_status("vessel name not recognised", StatusCode::BAD_REQUEST));
    }
    if req.tugs_needed == 0 || req.tugs_needed > 4 {
        return Ok(warp::reply::with_status("between one and four tugs", StatusCode::BAD_REQUEST));
    }
    match tx.send(req).await {
        Ok(()) => Ok(warp::reply::with_status("queued for dispatch", StatusCode::ACCEPTED)),
        Err(_) => Ok(warp::reply::with_status("dispatch offline", StatusCode::SERVICE_UNAVAILABLE)),
    }
}

/// Single writer so the board keeps arrival order even when pilots radio in together.
async fn board_writer(pool: PgPool, mut rx: mpsc::Receiver<TowRequest>) {
    while let Some(req) = rx.recv().await {
        let sql = format!(
            "INSERT INTO tow_board (vessel_name, berth, harbor_note, tonnage, tugs_needed, status) \
             VALUES ('{}', '{}', '{}', {}, {}, 'pending')",
            req.vessel_name, req.berth, req.harbor_note, req.tonnage, req.tugs_needed
        );
        match sqlx::query(&sql).execute(&pool).await {
            Ok(_) => tracing::info!(vessel = %req.vessel_name, berth = %req.berth, "tow filed"),
            Err(e) => tracing::error!(vessel = %req.vessel_name, error = %e, "tow not filed"),
        }
    }
}

#[tokio::main]
async fn main() -> Result<(), sqlx::Error> {
    tracing_subscriber::fmt::init();

    let url = std::env::var("DISPATCH_DATABASE_URL").expect("DISPATCH_DATABASE_URL not set");
    let pool = PgPoolOptions::new().max_connections(2).connect(&url).await?;

    let (tx, rx) = mpsc::channel(256);
    tokio::spawn(board_writer(pool, rx));

    let tows = warp::post()
        .and(warp::path!("tows"))
        .and(warp::body::content_length_limit(8 * 1024))
        .and(warp::body::json())
        .and(with_queue(tx))
        .and_then(accept_tow);

    warp::serve(tows).run(([0, 0, 0, 0], 3030)).await;
    Ok(())
}
