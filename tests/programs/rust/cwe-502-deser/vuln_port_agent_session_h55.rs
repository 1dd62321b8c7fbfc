// Shipping agency portal that restores a port agent's session state from a cookie to authorise manifest edits.
use actix_web::{post, web, HttpRequest, HttpResponse};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize, PartialEq)]
pub enum AgentRole {
    Viewer,
    Clerk,
    Supervisor,
}

#[derive(Serialize, Deserialize)]
pub struct AgentSession {
    agent_id: u32,
    port_code: String,
    role: AgentRole,
}

pub struct SessionCodec {
    key: Vec<u8>,
}

impl SessionCodec {
    pub fn encode(&self, s: &AgentSession) -> String {
        URL_SAFE_NO_PAD.encode(bincode::serialize(s).expect("session encodes"))
    }

    pub fn decode(&self, cookie: &str) -> Option<AgentSession> {
        let raw = URL_SAFE_NO_PAD.decode(cookie).ok()?;
        bincode::deserialize::<AgentSession>(&raw).ok()
    }
}

#[derive(Deserialize)]
pub struct ManifestAmendment {
    voyage: String,
    container: String,
    new_weight_kg: u32,
}

#[post("/manifests/amend")]
async fn amend(req: HttpRequest, codec: web::Data<SessionCodec>, body: web::Json<ManifestAmendment>) -> HttpResponse {
    let session = match req.cookie("agent_state").and_then(|c| codec.decode(c.value())) {
        Some(s) => s,
        None => return HttpResponse::Unauthorized().finish(),
    };
    if session.role != AgentRole::Supervisor {
        return HttpResponse::Forbidden().finish();
    }
    tracing::info!(agent = session.agent_id, port = %session.port_code, voyage = %body.voyage,
        container = %body.container, kg = body.new_weight_kg, "manifest amended");
    HttpResponse::Ok().finish()
}
