// Shipping agency portal that restores a port agent's session state from a cookie to authorise manifest edits.
use actix_web::{post, web, HttpRequest, HttpResponse};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::Sha256;

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
    fn mac(&self) -> Hmac<Sha256> {
        Hmac::<Sha256>::new_from_slice(&self.key).expect("hmac key")
    }

    pub fn encode(&self, s: &AgentSession) -> String {
        let body = bincode::serialize(s).expect("session encodes");
        let mut mac = self.mac();
        mac.update(&body);
        let tag = mac.finalize().into_bytes();
        format!("{}.{}", URL_SAFE_NO_PAD.encode(&body), URL_SAFE_NO_PAD.encode(tag))
    }

    pub fn decode(&self, cookie: &str) -> Option<AgentSession> {
        let (body_b64, tag_b64) = cookie.split_once('.')?;
        let raw = URL_SAFE_NO_PAD.decode(body_b64).ok()?;
        let tag = URL_SAFE_NO_PAD.decode(tag_b64).ok()?;
        let mut mac = self.mac();
        mac.update(&raw);
        mac.verify_slice(&tag).ok()?;
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
