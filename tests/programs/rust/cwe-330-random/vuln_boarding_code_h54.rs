// Issues the short boarding verification codes that gate agents scan at the aircraft door.
use actix_web::{post, web, HttpResponse};
use rand::{rngs::StdRng, Rng, SeedableRng};
use serde::{Deserialize, Serialize};
use std::time::{SystemTime, UNIX_EPOCH};

const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const CODE_LEN: usize = 8;

#[derive(Deserialize)]
pub struct BoardingRequest {
    pnr: String,
    flight: String,
    seat: String,
}

#[derive(Serialize)]
struct BoardingCode {
    flight: String,
    seat: String,
    code: String,
}

fn code_with<R: Rng>(rng: &mut R, len: usize) -> String {
    (0..len)
        .map(|_| ALPHABET[rng.gen_range(0..ALPHABET.len())] as char)
        .collect()
}

fn issuer() -> impl FnMut() -> String {
    let seed = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or_default();
    let mut rng = StdRng::seed_from_u64(seed);
    move || code_with(&mut rng, CODE_LEN)
}

fn well_formed(r: &BoardingRequest) -> bool {
    r.pnr.len() == 6 && r.pnr.chars().all(|c| c.is_ascii_alphanumeric()) && !r.seat.is_empty()
}

#[post("/boarding/codes")]
pub async fn issue(reqs: web::Json<Vec<BoardingRequest>>) -> HttpResponse {
    let mut next_code = issuer();
    let codes: Vec<BoardingCode> = reqs
        .into_inner()
        .into_iter()
        .filter(well_formed)
        .map(|r| BoardingCode { flight: r.flight, seat: r.seat, code: next_code() })
        .collect();
    if codes.is_empty() {
        return HttpResponse::UnprocessableEntity().finish();
    }
    HttpResponse::Ok().json(codes)
}
