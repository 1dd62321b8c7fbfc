// Sign-out endpoint of the storefront; the browser is sent on to the page named in the query.
use actix_web::{get, http::header, web, App, HttpResponse, HttpServer};
use serde::Deserialize;

#[derive(Deserialize)]
struct SignOut {
    next: String,
}

#[get("/signout")]
async fn signout(q: web::Query<SignOut>) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((
            header::LOCATION,
            q.next.clone(),
        ))
        .finish()
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(signout))
        .bind(("0.0.0.0", 8080))?
        .run()
        .await
}
