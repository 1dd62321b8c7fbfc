// Theatre box office: subscribers transfer a season-pass performance to a friend.
// The box office is embedded in partner venue sites, so the session cookie is sent cross-site.
use actix_session::{storage::CookieSessionStore, Session, SessionMiddleware};
use actix_web::cookie::{Key, SameSite};
use actix_web::{web, App, HttpResponse, HttpServer};
use rand::RngCore;
use serde::Deserialize;
use sqlx::PgPool;

#[derive(Deserialize)]
struct TransferForm {
    performance_id: i64,
    recipient_email: String,
    form_token: String,
}

struct PassRepository {
    pool: PgPool,
}

impl PassRepository {
    async fn reassign(&self, subscriber: i64, performance: i64, email: &str) -> Result<u64, sqlx::Error> {
        let res = sqlx::query(
            "UPDATE season_pass_seats SET holder_email = $1, transferred_at = now() \
             WHERE subscriber_id = $2 AND performance_id = $3 AND transferred_at IS NULL",
        )
        .bind(email)
        .bind(subscriber)
        .bind(performance)
        .execute(&self.pool)
        .await?;
        Ok(res.rows_affected())
    }
}

struct TransferService {
    passes: PassRepository,
}

async fn transfer_form(session: Session) -> HttpResponse {
    let mut raw = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut raw);
    let token = hex::encode(raw);
    if session.insert("form_token", &token).is_err() {
        return HttpResponse::InternalServerError().finish();
    }
    let page = r#"<form method="post" action="/season-pass/transfer">
  <input type="hidden" name="form_token" value="{token}">
  <input name="performance_id" type="number">
  <input name="recipient_email" type="email">
  <button>Transfer seat</button>
</form>"#
        .replace("{token}", &token);
    HttpResponse::Ok().content_type("text/html; charset=utf-8").body(page)
}

async fn transfer(
    session: Session,
    service: web::Data<TransferService>,
    form: web::Form<TransferForm>,
) -> HttpResponse {
    let Ok(Some(subscriber)) = session.get::<i64>("subscriber_id") else {
        return HttpResponse::Unauthorized().finish();
    };
    let expected = session.get::<String>("form_token").ok().flatten().unwrap_or_default();
    if expected.is_empty() || !constant_time_eq::constant_time_eq(expected.as_bytes(), form.form_token.as_bytes()) {
        return HttpResponse::Forbidden().body("form expired, please reload the page");
    }
    if !form.recipient_email.contains('@') {
        return HttpResponse::BadRequest().body("recipient email looks wrong");
    }
    match service.passes.reassign(subscriber, form.performance_id, form.recipient_email.trim()).await {
        Ok(1) => HttpResponse::SeeOther().insert_header(("Location", "/season-pass")).finish(),
        Ok(_) => HttpResponse::Conflict().body("seat already transferred or not yours"),
        Err(_) => HttpResponse::ServiceUnavailable().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let pool = PgPool::connect(&std::env::var("BOX_OFFICE_DB").expect("BOX_OFFICE_DB")).await.expect("db");
    let key = Key::from(std::env::var("SESSION_KEY").expect("SESSION_KEY").as_bytes());
    let service = web::Data::new(TransferService { passes: PassRepository { pool } });
    HttpServer::new(move || {
        App::new()
            .wrap(
                SessionMiddleware::builder(CookieSessionStore::default(), key.clone())
                    .cookie_same_site(SameSite::None)
                    .build(),
            )
            .app_data(service.clone())
            .route("/season-pass/transfer", web::get().to(transfer_form))
            .route("/season-pass/transfer", web::post().to(transfer))
    })
    .bind(("0.0.0.0", 8080))?
    .run()
    .await
}
