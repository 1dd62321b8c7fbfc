// Actix handlers that carry a work-cell operator's shift context in a cookie between HMI screens on the plant floor.
use actix_web::{cookie::Cookie, post, web, HttpRequest, HttpResponse};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize)]
pub struct ShiftContext {
    pub operator_id: u32,
    pub cell: String,
    pub can_override_interlocks: bool,
}

pub struct ContextCodec;

impl ContextCodec {
    pub fn from_env() -> Self {
        ContextCodec
    }

    pub fn encode(&self, ctx: &ShiftContext) -> String {
        let body = bincode::serialize(ctx).expect("shift context serializes");
        URL_SAFE_NO_PAD.encode(body)
    }

    pub fn decode(&self, raw: &str) -> Option<ShiftContext> {
        let body = URL_SAFE_NO_PAD.decode(raw).ok()?;
        bincode::deserialize::<ShiftContext>(&body).ok()
    }
}

#[derive(Deserialize)]
pub struct ShiftStart { pub operator_id: u32, pub cell: String }

#[derive(Deserialize)]
pub struct OverrideRequest { pub interlock: String, pub reason: String }

pub struct Roster { pub supervisors: Vec<u32> }

#[post("/hmi/shift/start")]
pub async fn start_shift(codec: web::Data<ContextCodec>, roster: web::Data<Roster>, body: web::Json<ShiftStart>) -> HttpResponse {
    let ctx = ShiftContext {
        operator_id: body.operator_id,
        cell: body.cell.clone(),
        can_override_interlocks: roster.supervisors.contains(&body.operator_id),
    };
    let cookie = Cookie::build("shift_ctx", codec.encode(&ctx)).path("/hmi").http_only(true).secure(true).finish();
    HttpResponse::NoContent().cookie(cookie).finish()
}

#[post("/hmi/interlock/override")]
pub async fn override_interlock(req: HttpRequest, codec: web::Data<ContextCodec>, body: web::Json<OverrideRequest>) -> HttpResponse {
    let Some(ctx) = req.cookie("shift_ctx").and_then(|c| codec.decode(c.value())) else {
        return HttpResponse::Unauthorized().finish();
    };
    if !ctx.can_override_interlocks {
        return HttpResponse::Forbidden().finish();
    }
    tracing::warn!(operator = ctx.operator_id, cell = %ctx.cell, interlock = %body.interlock, reason = %body.reason, "interlock override");
    HttpResponse::Accepted().finish()
}
