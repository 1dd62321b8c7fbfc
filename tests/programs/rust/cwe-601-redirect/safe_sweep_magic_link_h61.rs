// A sweep magic link program of the h61 set (cwe-601-redirect).
// Chimney sweeps: customers log in to the booking portal with an e-mailed
// magic link. The page they were on is remembered with the link token in Redis
// and used as the landing page once the link is opened.
use axum::extract::{Query, State};
use axum::response::Redirect;
use axum::routing::{get, post};
use axum::{Json, Router};
use rand::distributions::Alphanumeric;
use rand::{rngs::OsRng, Rng};
use redis::AsyncCommands;
use serde::Deserialize;

const PORTAL_HOME: &str = "https://portal.sootandsons.co.uk/";

#[derive(Deserialize)]
struct LinkRequest {
    email: String,
    next: Option<String>,
}

#[derive(Deserialize)]
struct LinkVisit {
    token: String,
}

struct LandingPolicy;

impl LandingPolicy {
    fn landing_for(&self, next: Option<&str>) -> String {
        let parsed = next.and_then(|raw| url::Url::parse(raw).ok());
        match parsed {
            Some(url) if url.scheme() == "https" && url.host_str() == Some("portal.sootandsons.co.uk") => {
                url.to_string()
            }
            _ => PORTAL_HOME.to_string(),
        }
    }
}

#[derive(Clone)]
struct MagicLinkService {
    redis: redis::aio::MultiplexedConnection,
}

impl MagicLinkService {
    async fn issue(&self, email: &str, landing: &str) -> redis::RedisResult<()> {
        let token: String = OsRng.sample_iter(&Alphanumeric).take(40).map(char::from).collect();
        let mut con = self.redis.clone();
        let _: () = con.set_ex(format!("magic:{token}:email"), email, 900).await?;
        let _: () = con.set_ex(format!("magic:{token}:next"), landing, 900).await?;
        let job = serde_json::json!({ "template": "magic-link", "to": email, "token": token });
        con.rpush("outbound-mail", job.to_string()).await
    }

    async fn redeem(&self, token: &str) -> redis::RedisResult<Option<(String, String)>> {
        let mut con = self.redis.clone();
        let email: Option<String> = con.get_del(format!("magic:{token}:email")).await?;
        let next: Option<String> = con.get_del(format!("magic:{token}:next")).await?;
        Ok(email.map(|e| (e, next.unwrap_or_else(|| PORTAL_HOME.to_string()))))
    }
}

async fn request_link(State(svc): State<MagicLinkService>, Json(req): Json<LinkRequest>) -> &'static str {
    let landing = LandingPolicy.landing_for(req.next.as_deref());
    if let Err(err) = svc.issue(&req.email, &landing).await {
        tracing::error!(%err, "could not issue magic link");
    }
    "If that address is registered, a login link is on its way."
}

async fn open_link(State(svc): State<MagicLinkService>, Query(visit): Query<LinkVisit>) -> Redirect {
    match svc.redeem(&visit.token).await {
        Ok(Some((email, landing))) => {
            tracing::info!(%email, "magic link redeemed");
            Redirect::to(&landing)
        }
        _ => Redirect::to("/login?expired=1"),
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt::init();
    let client = redis::Client::open(std::env::var("REDIS_URL")?)?;
    let svc = MagicLinkService { redis: client.get_multiplexed_async_connection().await? };
    let app = Router::new()
        .route("/auth/magic-link", post(request_link))
        .route("/auth/open", get(open_link))
        .with_state(svc);
    axum::serve(tokio::net::TcpListener::bind("127.0.0.1:3000").await?, app).await?;
    Ok(())
}
