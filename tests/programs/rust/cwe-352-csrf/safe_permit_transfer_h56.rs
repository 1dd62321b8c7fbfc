// Actix-web form handler that moves a resident parking permit to a different vehicle plate.
use actix_session::Session;
use actix_web::{http::header, post, web, HttpRequest, HttpResponse};
use serde::Deserialize;
use sqlx::PgPool;
use subtle::ConstantTimeEq;

const PORTAL_ORIGIN: &str = "https://permits.cityparking.gov";

#[derive(Deserialize)]
struct TransferForm {
    permit_id: i64,
    new_plate: String,
    csrf_token: Option<String>,
}

fn resident_id(session: &Session) -> Option<i64> {
    session.get::<i64>("resident_id").ok().flatten()
}

fn request_is_trusted(req: &HttpRequest, session: &Session, form: &TransferForm) -> bool {
    let origin_ok = req
        .headers()
        .get(header::ORIGIN)
        .and_then(|v| v.to_str().ok())
        .map_or(true, |origin| origin == PORTAL_ORIGIN);
    let expected = session.get::<String>("csrf_token").ok().flatten();
    let token_ok = match (expected, form.csrf_token.as_deref()) {
        (Some(e), Some(given)) if !e.is_empty() => bool::from(e.as_bytes().ct_eq(given.as_bytes())),
        _ => false,
    };
    origin_ok && token_ok
}

fn clean_plate(raw: &str) -> Option<String> {
    let plate: String = raw.chars().filter(char::is_ascii_alphanumeric).collect::<String>().to_uppercase();
    (2..=8).contains(&plate.len()).then_some(plate)
}

#[post("/permits/transfer")]
async fn transfer(
    req: HttpRequest,
    session: Session,
    pool: web::Data<PgPool>,
    form: web::Form<TransferForm>,
) -> HttpResponse {
    let Some(resident) = resident_id(&session) else {
        return HttpResponse::Unauthorized().finish();
    };
    if !request_is_trusted(&req, &session, &form) {
        return HttpResponse::Forbidden().body("request did not come from the permit portal");
    }
    let Some(plate) = clean_plate(&form.new_plate) else {
        return HttpResponse::UnprocessableEntity().body("invalid plate");
    };
    let updated = sqlx::query("UPDATE permits SET plate = $1 WHERE id = $2 AND resident_id = $3")
        .bind(&plate)
        .bind(form.permit_id)
        .bind(resident)
        .execute(pool.get_ref())
        .await;
    match updated {
        Ok(r) if r.rows_affected() == 1 => HttpResponse::SeeOther()
            .insert_header((header::LOCATION, "/permits"))
            .finish(),
        Ok(_) => HttpResponse::NotFound().finish(),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}
