// listen elsewhere (h58 set)
use actix_web::{
    http::header::{self, CacheControl, CacheDirective},
    middleware::Logger,
    web, App, HttpResponse, HttpServer,
};
use serde::Deserialize;
use tokio::sync::mpsc;

/// "Listen on ..." buttons on artist pages go through this endpoint so the
/// label dashboard can count outbound clicks per release.
#[derive(Deserialize)]
struct Outbound {
    release: u64,
    to: String,
}

#[derive(Debug)]
struct Click {
    release: u64,
    destination_host: String,
}

struct ClickSink(mpsc::UnboundedSender<Click>);

/// Streaming partners we link to, e.g. "bandcamp.com,music.apple.com".
struct PartnerHosts(Vec<String>);

fn destination(raw: &str, partners: &PartnerHosts) -> Option<url::Url> {
    let url = url::Url::parse(raw).ok()?;
    let host = url.host_str()?;
    let known = partners
        .0
        .iter()
        .any(|p| host == p || host.ends_with(&format!(".{p}")));
    (url.scheme() == "https" && known).then_some(url)
}

async fn outbound(
    sink: web::Data<ClickSink>,
    partners: web::Data<PartnerHosts>,
    q: web::Query<Outbound>,
) -> HttpResponse {
    let Some(url) = destination(&q.to, &partners) else {
        return HttpResponse::BadRequest().body("unknown destination");
    };
    let _ = sink.0.send(Click {
        release: q.release,
        destination_host: url.host_str().unwrap_or_default().to_owned(),
    });
    HttpResponse::Found()
        .insert_header((header::LOCATION, url.as_str()))
        .insert_header(CacheControl(vec![CacheDirective::NoStore]))
        .finish()
}

fn spawn_click_counter() -> ClickSink {
    let (tx, mut rx) = mpsc::unbounded_channel::<Click>();
    tokio::spawn(async move {
        while let Some(click) = rx.recv().await {
            log::info!(target: "outbound", "{:?}", click);
        }
    });
    ClickSink(tx)
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    env_logger::init();
    let sink = web::Data::new(spawn_click_counter());
    let partners = web::Data::new(PartnerHosts(
        std::env::var("PARTNER_HOSTS")
            .unwrap_or_default()
            .split(',')
            .map(|h| h.trim().to_ascii_lowercase())
            .filter(|h| !h.is_empty())
            .collect(),
    ));
    HttpServer::new(move || {
        App::new()
            .app_data(sink.clone())
            .app_data(partners.clone())
            .wrap(Logger::default())
            .route("/out", web::get().to(outbound))
    })
    .bind(("127.0.0.1", 8230))?
    .run()
    .await
}
