// Stores the access token obtained at login in the server-side session.
use actix_session::{storage::CookieSessionStore, Session, SessionMiddleware};
use actix_web::{cookie::Key, get, web, App, HttpResponse, HttpServer};

const TOKEN_KEY: &str = "access_token";

#[get("/login/{user}")]
async fn login(session: Session, user: web::Path<String>) -> HttpResponse {
    let token = uuid::Uuid::new_v4().to_string();
    session.insert(TOKEN_KEY, &token).unwrap();
    println!("login for {} bytes of user name", user.len());
    HttpResponse::Ok().body("welcome")
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let key = Key::from(&hex::decode(std::env::var("SESSION_KEY").unwrap()).unwrap());
    HttpServer::new(move || {
        App::new()
            .wrap(SessionMiddleware::new(CookieSessionStore::default(), key.clone()))
            .service(login)
    })
    .bind(("0.0.0.0", 8080))?
    .run()
    .await
}
