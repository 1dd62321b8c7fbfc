// A drone lap submission program of the h74 set (cwe-347-jwt).
use std::collections::HashMap;

use actix_web::{post, web, App, HttpRequest, HttpResponse, HttpServer};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use serde::Deserialize;
use tokio::sync::RwLock;

#[derive(Deserialize)]
struct LapSubmission {
    pilot_id: u32,
    lap_ms: Vec<u32>,
}

#[derive(Deserialize)]
struct PilotClaims {
    pilot_id: u32,
}

#[derive(Default)]
struct Heat {
    open: bool,
    laps: HashMap<u32, Vec<u32>>,
}

struct League {
    secret: Vec<u8>,
    heats: RwLock<HashMap<u32, Heat>>,
}

fn verify_pilot_token(token: &str, secret: &[u8], pilot_id: u32) -> Result<(), String> {
    let mut validation = Validation::new(Algorithm::HS256);
    validation.set_issuer(&["gatepass.fpv-circuit.net"]);
    let data = decode::<PilotClaims>(token, &DecodingKey::from_secret(secret), &validation)
        .map_err(|e| format!("token rejected: {e}"))?;
    if data.claims.pilot_id != pilot_id {
        return Err("token belongs to another pilot".into());
    }
    Ok(())
}

async fn heat_is_open(league: &League, heat_id: u32) -> bool {
    league.heats.read().await.get(&heat_id).map(|h| h.open).unwrap_or(false)
}

#[post("/heats/{heat_id}/laps")]
async fn submit_laps(
    req: HttpRequest,
    path: web::Path<u32>,
    body: web::Json<LapSubmission>,
    league: web::Data<League>,
) -> HttpResponse {
    let heat_id = path.into_inner();
    let Some(token) = req
        .headers()
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::to_owned)
    else {
        return HttpResponse::Unauthorized().finish();
    };
    let submission = body.into_inner();
    if submission.lap_ms.is_empty() || submission.lap_ms.iter().any(|&ms| ms < 5_000) {
        return HttpResponse::BadRequest().body("implausible lap time");
    }

    let lg = league.clone().into_inner();
    let pilot_id = submission.pilot_id;
    let verify = tokio::task::spawn_blocking(move || verify_pilot_token(&token, &lg.secret, pilot_id));
    let (verdict, open) = tokio::join!(verify, heat_is_open(&league, heat_id));
    if let Err(e) = verdict {
        eprintln!("token check did not finish: {e}");
        return HttpResponse::InternalServerError().finish();
    }
    if !open {
        return HttpResponse::Conflict().body("heat is closed");
    }

    let mut heats = league.heats.write().await;
    let heat = heats.entry(heat_id).or_default();
    let count = submission.lap_ms.len();
    heat.laps.insert(submission.pilot_id, submission.lap_ms);
    HttpResponse::Ok().body(format!("{count} laps recorded for pilot {}", submission.pilot_id))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let secret = std::env::var("GATEPASS_SECRET").expect("GATEPASS_SECRET not set").into_bytes();
    let mut heats = HashMap::new();
    heats.insert(12, Heat { open: true, ..Default::default() });
    let league = web::Data::new(League { secret, heats: RwLock::new(heats) });
    HttpServer::new(move || App::new().app_data(league.clone()).service(submit_laps))
        .bind(("0.0.0.0", 8093))?
        .run()
        .await
}
