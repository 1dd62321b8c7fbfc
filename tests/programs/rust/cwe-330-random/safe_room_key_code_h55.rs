// Hotel front-desk service that issues numeric keypad door codes for newly checked-in guests.
use poem::{handler, http::StatusCode, post, web::{Data, Json}, EndpointExt, Error, Route};
use rand::{rngs::OsRng, Rng};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

#[derive(Deserialize)]
pub struct CheckIn {
    reservation: String,
    room: u16,
    nights: u8,
}

#[derive(Serialize)]
pub struct DoorCode {
    room: u16,
    code: String,
    valid_nights: u8,
}

pub struct KeypadIssuer {
    digits: usize,
}

impl KeypadIssuer {
    pub fn new(digits: usize) -> Self {
        KeypadIssuer { digits }
    }

    pub fn issue(&self, room: u16) -> Result<String, Error> {
        let mut rng = OsRng;
        let code: String = (0..self.digits).map(|_| char::from(b'0' + rng.gen_range(0..10u8))).collect();
        tracing::info!(room, "keypad code issued");
        Ok(code)
    }
}

#[handler]
async fn check_in(
    Json(req): Json<CheckIn>,
    issuer: Data<&Arc<KeypadIssuer>>,
) -> poem::Result<Json<DoorCode>> {
    if req.reservation.is_empty() || req.nights == 0 {
        return Err(Error::from_status(StatusCode::BAD_REQUEST));
    }
    let code = issuer.issue(req.room)?;
    Ok(Json(DoorCode { room: req.room, code, valid_nights: req.nights }))
}

pub fn app() -> impl poem::Endpoint {
    Route::new()
        .at("/frontdesk/check-in", post(check_in))
        .data(Arc::new(KeypadIssuer::new(6)))
}
