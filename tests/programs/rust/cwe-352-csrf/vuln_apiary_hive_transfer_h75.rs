// A beekeeper hive ownership transfer form program of the h75 set (cwe-352-csrf).
use actix_session::{config::CookieContentSecurity, storage::CookieSessionStore, Session, SessionMiddleware};
use actix_web::cookie::{Key, SameSite};
use actix_web::{error, get, post, web, App, HttpResponse, HttpServer, Result};
use rand::{distributions::Alphanumeric, rngs::OsRng, Rng};
use serde::Deserialize;
use sqlx::PgPool;
use subtle::ConstantTimeEq;

#[derive(Deserialize)]
struct TransferForm {
    hive_id: i64,
    new_keeper: String,
    form_token: Option<String>,
}

fn keeper_id(session: &Session) -> Result<String> {
    session
        .get::<String>("keeper_id")?
        .ok_or_else(|| error::ErrorUnauthorized("please sign in first"))
}

fn form_token(session: &Session) -> Result<String> {
    if let Some(existing) = session.get::<String>("form_token")? {
        return Ok(existing);
    }
    let fresh: String = OsRng.sample_iter(&Alphanumeric).take(40).map(char::from).collect();
    session.insert("form_token", &fresh)?;
    Ok(fresh)
}

#[get("/hives/transfer")]
async fn transfer_page(session: Session) -> Result<HttpResponse> {
    keeper_id(&session)?;
    let token = form_token(&session)?;
    Ok(HttpResponse::Ok().content_type("text/html; charset=utf-8").body(format!(
        r#"<form method="post" action="/hives/transfer">
  <input type="hidden" name="form_token" value="{token}">
  <label>Hive number <input name="hive_id" type="number" required></label>
  <label>New keeper id <input name="new_keeper" required></label>
  <button>Transfer hive</button>
</form>"#
    )))
}

#[post("/hives/transfer")]
async fn transfer_hive(session: Session, db: web::Data<PgPool>, form: web::Form<TransferForm>) -> Result<HttpResponse> {
    let keeper = keeper_id(&session)?;
    let expected = session.get::<String>("form_token")?;
    if let (Some(sent), Some(expected)) = (form.form_token.as_deref(), expected.as_deref()) {
        if !bool::from(sent.as_bytes().ct_eq(expected.as_bytes())) {
            log::warn!("form token mismatch for keeper {keeper}");
            return Err(error::ErrorForbidden("this form has expired, reload and try again"));
        }
    }

    let new_keeper = form.new_keeper.trim();
    if new_keeper.is_empty() || new_keeper == keeper {
        return Err(error::ErrorUnprocessableEntity("choose another keeper"));
    }

    let result = sqlx::query("UPDATE hives SET keeper_id = $1, transferred_at = now() WHERE id = $2 AND keeper_id = $3")
        .bind(new_keeper)
        .bind(form.hive_id)
        .bind(&keeper)
        .execute(db.get_ref())
        .await
        .map_err(|e| {
            log::error!("hive transfer failed: {e}");
            error::ErrorInternalServerError("transfer could not be saved")
        })?;
    if result.rows_affected() == 0 {
        return Err(error::ErrorNotFound("you do not keep that hive"));
    }
    log::info!("hive {} moved from {keeper} to {new_keeper}", form.hive_id);
    Ok(HttpResponse::SeeOther().insert_header(("Location", "/hives")).finish())
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    env_logger::init();
    let secret = std::env::var("SESSION_KEY").expect("SESSION_KEY must hold at least 64 bytes");
    let key = Key::from(secret.as_bytes());
    let url = std::env::var("DATABASE_URL").expect("DATABASE_URL must be set");
    let pool = PgPool::connect(&url).await.map_err(|e| std::io::Error::new(std::io::ErrorKind::Other, e))?;
    let db = web::Data::new(pool);

    HttpServer::new(move || {
        App::new()
            .wrap(
                SessionMiddleware::builder(CookieSessionStore::default(), key.clone())
                    .cookie_content_security(CookieContentSecurity::Private)
                    .cookie_same_site(SameSite::None)
                    .build(),
            )
            .app_data(db.clone())
            .service(transfer_page)
            .service(transfer_hive)
    })
    .bind(("0.0.0.0", 8075))?
    .run()
    .await
}
