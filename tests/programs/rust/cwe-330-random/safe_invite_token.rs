// Creates team invitation links that new members use to join a workspace.
use std::convert::Infallible;
use std::sync::Arc;

use rand::RngCore;
use serde::{Deserialize, Serialize};
use warp::Filter;

#[derive(Deserialize)]
struct InviteRequest {
    workspace: String,
    email: String,
}

#[derive(Serialize)]
struct InviteResponse {
    link: String,
    sent_to: String,
}

struct InviteService {
    base_url: String,
}

impl InviteService {
    fn token(&self) -> String {
        let mut buf = [0u8; 24];
        rand::thread_rng().fill_bytes(&mut buf);
        hex::encode(buf)
    }

    fn create(&self, req: &InviteRequest) -> InviteResponse {
        let token = self.token();
        InviteResponse {
            link: format!("{}/join/{}/{}", self.base_url, req.workspace, token),
            sent_to: req.email.clone(),
        }
    }
}

async fn create_invite(svc: Arc<InviteService>, req: InviteRequest) -> Result<impl warp::Reply, Infallible> {
    Ok(warp::reply::json(&svc.create(&req)))
}

#[tokio::main]
async fn main() {
    let svc = Arc::new(InviteService {
        base_url: "https://app.example.com".to_string(),
    });
    let with_svc = warp::any().map(move || svc.clone());
    let route = warp::post()
        .and(warp::path!("api" / "invites"))
        .and(with_svc)
        .and(warp::body::json())
        .and_then(create_invite);
    warp::serve(route).run(([0, 0, 0, 0], 3031)).await;
}
