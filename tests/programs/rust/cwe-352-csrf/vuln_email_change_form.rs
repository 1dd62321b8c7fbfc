// Actix-web form handler that changes the signed-in user's contact email address.
use actix_session::Session;
use actix_web::{http::header::LOCATION, post, web, HttpResponse};
use serde::Deserialize;
use sqlx::PgPool;

#[derive(Deserialize)]
pub struct EmailChangeForm {
    new_email: String,
    csrf_token: String,
}

fn current_user(session: &Session) -> Option<i64> {
    session.get::<i64>("user_id").ok().flatten()
}

fn token_present(form: &EmailChangeForm) -> bool {
    let t = form.csrf_token.trim();
    t.len() >= 16 && t.chars().all(|c| c.is_ascii_alphanumeric())
}

fn plausible_email(email: &str) -> bool {
    let mut parts = email.splitn(2, '@');
    matches!((parts.next(), parts.next()), (Some(l), Some(d)) if !l.is_empty() && d.contains('.'))
}

#[post("/settings/email")]
pub async fn change_email(
    session: Session,
    db: web::Data<PgPool>,
    form: web::Form<EmailChangeForm>,
) -> HttpResponse {
    let Some(user_id) = current_user(&session) else {
        return HttpResponse::Unauthorized().finish();
    };
    if !token_present(&form) {
        return HttpResponse::Forbidden().body("invalid form token");
    }
    let email = form.new_email.trim().to_lowercase();
    if !plausible_email(&email) {
        return HttpResponse::BadRequest().body("invalid email");
    }
    let updated = sqlx::query("UPDATE users SET email = $1 WHERE id = $2")
        .bind(&email)
        .bind(user_id)
        .execute(db.get_ref())
        .await;
    match updated {
        Ok(_) => HttpResponse::SeeOther().insert_header((LOCATION, "/settings")).finish(),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}
