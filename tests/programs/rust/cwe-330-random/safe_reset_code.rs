// Issues one-time password reset codes and queues them for the mail worker.
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, SystemTime};

use actix_web::{post, web, App, HttpResponse, HttpServer, Responder};
use rand::distributions::Alphanumeric;
use rand::rngs::OsRng;
use rand::Rng;
use serde::Deserialize;

#[derive(Default)]
struct ResetStore {
    codes: Mutex<HashMap<String, (String, SystemTime)>>,
    outbox: Mutex<Vec<(String, String)>>,
}

#[derive(Deserialize)]
struct ResetRequest {
    email: String,
}

fn new_reset_code() -> String {
    let mut rng = OsRng;
    (0..24).map(|_| rng.sample(Alphanumeric) as char).collect()
}

#[post("/password/reset")]
async fn request_reset(store: web::Data<ResetStore>, body: web::Json<ResetRequest>) -> impl Responder {
    let email = body.email.trim().to_lowercase();
    if !email.contains('@') {
        return HttpResponse::BadRequest().finish();
    }
    let code = new_reset_code();
    let expires = SystemTime::now() + Duration::from_secs(15 * 60);
    store.codes.lock().unwrap().insert(email.clone(), (code.clone(), expires));
    store.outbox.lock().unwrap().push((email, code));
    HttpResponse::Accepted().finish()
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let store = web::Data::new(ResetStore::default());
    HttpServer::new(move || App::new().app_data(store.clone()).service(request_reset))
        .bind(("0.0.0.0", 8084))?
        .run()
        .await
}
