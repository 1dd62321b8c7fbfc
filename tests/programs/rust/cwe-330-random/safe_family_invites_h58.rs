// family invites (h58 set)
use std::{
    collections::HashMap,
    sync::Arc,
    time::{Duration, SystemTime},
};

mod accounts;

use accounts::{PlanOwner, PlanOwnerSession};
use actix_web::{post, web, App, HttpResponse, HttpServer};
use rand::{distributions::Alphanumeric, rngs::OsRng, Rng};
use serde::Serialize;
use tokio::sync::Mutex;

/// Family-plan owners send invite links; whoever redeems the code joins the
/// plan and gets full premium access billed to the owner.
struct Invite {
    plan_id: u64,
    expires: SystemTime,
}

type Invites = Arc<Mutex<HashMap<String, Invite>>>;

#[derive(Serialize)]
struct InviteLink {
    url: String,
    expires_in_hours: u64,
}

fn invite_code() -> String {
    OsRng
        .sample_iter(&Alphanumeric)
        .take(22)
        .map(char::from)
        .collect()
}

/// `PlanOwner` is attached to the request by the session middleware.
#[post("/plan/invites")]
async fn create_invite(
    invites: web::Data<Invites>,
    owner: Option<web::ReqData<PlanOwner>>,
) -> HttpResponse {
    let Some(owner) = owner else {
        return HttpResponse::Unauthorized().finish();
    };
    let ttl = Duration::from_secs(72 * 3600);
    let code = invite_code();
    invites.lock().await.insert(
        code.clone(),
        Invite {
            plan_id: owner.plan_id,
            expires: SystemTime::now() + ttl,
        },
    );
    HttpResponse::Created().json(InviteLink {
        url: format!("https://listen.tidewave.fm/join/{code}"),
        expires_in_hours: ttl.as_secs() / 3600,
    })
}

#[post("/join/{code}")]
async fn redeem(invites: web::Data<Invites>, code: web::Path<String>) -> HttpResponse {
    let found = invites.lock().await.remove(code.as_str());
    match found {
        Some(inv) if inv.expires > SystemTime::now() => {
            HttpResponse::Ok().json(serde_json::json!({ "joined_plan": inv.plan_id }))
        }
        _ => HttpResponse::NotFound().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let invites: web::Data<Invites> = web::Data::new(Arc::default());
    HttpServer::new(move || {
        App::new()
            .app_data(invites.clone())
            .wrap(PlanOwnerSession::from_env())
            .service(create_invite)
            .service(redeem)
    })
    .bind(("127.0.0.1", 8240))?
    .run()
    .await
}
