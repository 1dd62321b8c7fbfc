// Actix-web app setup for a youth football league's referee assignment portal, including login sessions.
use actix_session::{config::PersistentSession, storage::CookieSessionStore, Session, SessionMiddleware};
use actix_web::{cookie::{time::Duration, Key, SameSite}, post, web, App, HttpResponse, HttpServer};
use serde::Deserialize;

#[derive(Deserialize)]
struct LoginForm {
    referee_no: String,
    password: String,
}

#[post("/login")]
async fn login(form: web::Form<LoginForm>, session: Session) -> actix_web::Result<HttpResponse> {
    let Some(referee) = crate::auth::check_referee(&form.referee_no, &form.password).await else {
        return Ok(HttpResponse::Unauthorized().body("invalid credentials"));
    };
    session.renew();
    session.insert("referee_id", referee.id)?;
    session.insert("grade", referee.grade)?;
    Ok(HttpResponse::SeeOther().insert_header(("Location", "/assignments")).finish())
}

fn session_layer(key: Key) -> SessionMiddleware<CookieSessionStore> {
    SessionMiddleware::builder(CookieSessionStore::default(), key)
        .cookie_name("ref_portal".to_owned())
        .cookie_http_only(true)
        .cookie_same_site(SameSite::Lax)
        .cookie_secure(true)
        .session_lifecycle(PersistentSession::default().session_ttl(Duration::hours(8)))
        .build()
}

pub async fn run(bind: &str, master_key: &[u8]) -> std::io::Result<()> {
    let key = Key::from(master_key);
    HttpServer::new(move || {
        App::new()
            .wrap(session_layer(key.clone()))
            .service(login)
            .configure(crate::assignments::routes)
    })
    .bind(bind)?
    .run()
    .await
}
