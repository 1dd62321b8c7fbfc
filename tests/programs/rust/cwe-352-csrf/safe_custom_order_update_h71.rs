// A custom order update program of the h71 set (cwe-352-csrf).
use std::collections::HashMap;
use std::sync::Mutex;

use actix_session::{storage::CookieSessionStore, Session, SessionMiddleware};
use actix_web::{
    cookie::{Key, SameSite},
    http::StatusCode, post, web, App, HttpResponse, HttpServer, ResponseError,
};
use serde::Deserialize;
use subtle::ConstantTimeEq;

#[derive(Default)]
struct Orders(Mutex<HashMap<u64, Measurements>>);

#[derive(Clone)]
struct Measurements {
    head_cm: f32,
    brim_mm: u16,
    trim: String,
}

#[derive(Deserialize)]
struct UpdateForm {
    csrf_token: Option<String>,
    head_cm: f32,
    brim_mm: u16,
    trim: String,
}

#[derive(Debug, thiserror::Error)]
enum OrderError {
    #[error("please sign in again")]
    NotSignedIn,
    #[error("form expired, please reload the page")]
    Csrf,
    #[error("head circumference must be between 48 and 66 cm")]
    OutOfRange,
    #[error("order not found")]
    NoOrder,
}

impl ResponseError for OrderError {
    fn status_code(&self) -> StatusCode {
        match self {
            OrderError::NotSignedIn => StatusCode::UNAUTHORIZED,
            OrderError::Csrf => StatusCode::FORBIDDEN,
            OrderError::OutOfRange => StatusCode::UNPROCESSABLE_ENTITY,
            OrderError::NoOrder => StatusCode::NOT_FOUND,
        }
    }
}

fn verify_csrf(session: &Session, submitted: &str) -> Result<(), OrderError> {
    let expected = session
        .get::<String>("csrf")
        .ok()
        .flatten()
        .ok_or(OrderError::Csrf)?;
    if bool::from(expected.as_bytes().ct_eq(submitted.as_bytes())) {
        Ok(())
    } else {
        Err(OrderError::Csrf)
    }
}

#[post("/orders/{order_id}/measurements")]
async fn update_measurements(
    orders: web::Data<Orders>,
    session: Session,
    order_id: web::Path<u64>,
    form: web::Form<UpdateForm>,
) -> Result<HttpResponse, OrderError> {
    let order_id = order_id.into_inner();
    let customer: u64 = session
        .get("customer_id")
        .ok()
        .flatten()
        .ok_or(OrderError::NotSignedIn)?;
    let token = form.csrf_token.as_deref().ok_or(OrderError::Csrf)?;
    verify_csrf(&session, token)?;

    let form = form.into_inner();
    let m = Measurements { head_cm: form.head_cm, brim_mm: form.brim_mm, trim: form.trim };
    if !(48.0..=66.0).contains(&m.head_cm) {
        return Err(OrderError::OutOfRange);
    }
    let mut book = orders.0.lock().map_err(|_| OrderError::NoOrder)?;
    let entry = book.get_mut(&order_id).ok_or(OrderError::NoOrder)?;
    *entry = m;
    log::info!("customer {customer} updated order {order_id}: trim {}", entry.trim);

    Ok(HttpResponse::SeeOther()
        .insert_header(("Location", format!("/orders/{order_id}")))
        .finish())
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    env_logger::init();
    let key = Key::from(&std::fs::read("/etc/halcyon/session.key")?);
    let orders = web::Data::new(Orders::default());
    HttpServer::new(move || {
        App::new()
            .app_data(orders.clone())
            // the measurement form is also embedded in the fitting-room booking partner's page
            .wrap(
                SessionMiddleware::builder(CookieSessionStore::default(), key.clone())
                    .cookie_same_site(SameSite::None)
                    .cookie_secure(true)
                    .build(),
            )
            .service(update_measurements)
    })
    .bind(("0.0.0.0", 8092))?
    .run()
    .await
}
