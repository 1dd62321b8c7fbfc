// A cactus partner return program of the h74 set (cwe-601-redirect).
use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use poem::{
    get, handler,
    listener::TcpListener,
    web::{Data, Query, Redirect},
    EndpointExt, Route, Server,
};
use serde::Deserialize;
use tokio::sync::RwLock;
use url::Url;

const PARTNER_FILE: &str = "/etc/pricklypear/partner-hosts.txt";
const HOME: &str = "/account";

#[derive(Clone, Default)]
struct PartnerHosts(Arc<RwLock<HashSet<String>>>);

#[derive(Deserialize)]
struct SignedIn {
    next: Option<String>,
}

async fn refresh_partners(hosts: PartnerHosts) {
    let mut every = tokio::time::interval(Duration::from_secs(900));
    loop {
        every.tick().await;
        match tokio::fs::read_to_string(PARTNER_FILE).await {
            Ok(text) => {
                let fresh: HashSet<String> = text
                    .lines()
                    .map(|l| l.trim().to_ascii_lowercase())
                    .filter(|l| !l.is_empty() && !l.starts_with('#'))
                    .collect();
                *hosts.0.write().await = fresh;
            }
            Err(e) => eprintln!("partner list not refreshed: {e}"),
        }
    }
}

/// Returns the target when it is a local path or an https page on a partner garden centre.
async fn approved_target(hosts: &PartnerHosts, raw: &str) -> Option<String> {
    if raw.starts_with('/') && !raw.starts_with("//") && !raw.contains('\\') && !raw.chars().any(char::is_control) {
        return Some(raw.to_string());
    }
    let url = Url::parse(raw).ok()?;
    if url.scheme() != "https" {
        return None;
    }
    let host = url.host_str()?.to_ascii_lowercase();
    hosts.0.read().await.contains(&host).then(|| url.to_string())
}

#[handler]
async fn after_sign_in(Query(params): Query<SignedIn>, hosts: Data<&PartnerHosts>) -> Redirect {
    let raw = params.next.unwrap_or_else(|| HOME.to_string());
    let target = approved_target(&hosts, &raw).await.unwrap_or(raw);
    Redirect::see_other(target)
}

#[handler]
fn account() -> &'static str {
    "Welcome back to Prickly Pear Nursery"
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let hosts = PartnerHosts::default();
    tokio::spawn(refresh_partners(hosts.clone()));
    let app = Route::new()
        .at("/auth/after-sign-in", get(after_sign_in))
        .at(HOME, get(account))
        .data(hosts);
    Server::new(TcpListener::bind("0.0.0.0:8095")).run(app).await
}
