// An ice rink partner webhooks program of the h62 set (cwe-918-ssrf).
// Ice rink operations: partner apps register a webhook and get pinged
// whenever the Zamboni finishes resurfacing a sheet.
use salvo::async_trait;
use salvo::prelude::*;
use serde::Deserialize;
use std::collections::HashMap;
use std::sync::Arc;
use tokio::sync::Mutex;

const PARTNER_HOST: &str = "hooks.rinkpartners.com";

#[derive(Clone, Default)]
struct Registry {
    hooks: Arc<Mutex<HashMap<String, reqwest::Url>>>,
    http: reqwest::Client,
}

// Puts the shared registry on the request depot for the handlers below.
struct ProvideRegistry(Registry);

#[async_trait]
impl Handler for ProvideRegistry {
    async fn handle(&self, _req: &mut Request, depot: &mut Depot, _res: &mut Response, _ctrl: &mut FlowCtrl) {
        depot.inject(self.0.clone());
    }
}

#[derive(Deserialize)]
struct HookRequest {
    url: String,
}

fn partner_url(raw: &str) -> Result<reqwest::Url, &'static str> {
    let url = reqwest::Url::parse(raw).map_err(|_| "malformed webhook url")?;
    let on_partner_host = url.scheme() == "https"
        && url.host_str() == Some(PARTNER_HOST)
        && url.port().is_none()
        && url.username().is_empty()
        && url.password().is_none();
    if !on_partner_host {
        return Err("webhooks must point at the partner hook service");
    }
    Ok(url)
}

async fn ping(http: &reqwest::Client, url: &reqwest::Url, body: serde_json::Value) -> bool {
    http.post(url.clone())
        .json(&body)
        .send()
        .await
        .map(|r| r.status().is_success())
        .unwrap_or(false)
}

#[handler]
async fn register_hook(req: &mut Request, depot: &mut Depot, res: &mut Response) {
    let registry = depot.obtain::<Registry>().expect("registry").clone();
    let partner = req.param::<String>("partner").unwrap_or_default();
    let parsed = req
        .parse_json::<HookRequest>()
        .await
        .map_err(|_| "expected JSON body")
        .and_then(|h| partner_url(&h.url));
    let url = match parsed {
        Ok(url) => url,
        Err(msg) => {
            res.status_code(StatusCode::BAD_REQUEST);
            return res.render(Text::Plain(msg));
        }
    };
    let reachable = ping(&registry.http, &url, serde_json::json!({ "event": "hook.test" })).await;
    registry.hooks.lock().await.insert(partner, url);
    res.render(Json(serde_json::json!({ "registered": true, "reachable": reachable })));
}

#[handler]
async fn sheet_resurfaced(req: &mut Request, depot: &mut Depot, res: &mut Response) {
    let registry = depot.obtain::<Registry>().expect("registry").clone();
    let sheet = req.param::<u8>("sheet").unwrap_or(1);
    let hooks: Vec<reqwest::Url> = registry.hooks.lock().await.values().cloned().collect();
    let body = serde_json::json!({ "event": "sheet.resurfaced", "sheet": sheet });
    let results = futures::future::join_all(hooks.iter().map(|u| ping(&registry.http, u, body.clone()))).await;
    let delivered = results.into_iter().filter(|ok| *ok).count();
    res.render(Json(serde_json::json!({ "delivered": delivered })));
}

#[tokio::main]
async fn main() {
    let router = Router::new()
        .hoop(ProvideRegistry(Registry::default()))
        .push(Router::with_path("partners/{partner}/webhook").post(register_hook))
        .push(Router::with_path("sheets/{sheet}/resurfaced").post(sheet_resurfaced));
    let acceptor = TcpListener::new("0.0.0.0:5801").bind().await;
    Server::new(acceptor).serve(router).await;
}
