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

fn destination(raw: &str) -> Option<url::Url> {
    url::Url::parse(raw).ok()
}

async fn outbound(sink: web::Data<ClickSink>, q: web::Query<Outbound>) -> HttpResponse {
    let Some(url) = destination(&q.to) else {
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
    HttpServer::new(move || {
        App::new()
            .app_data(sink.clone())
            .wrap(Logger::default())
            .route("/out", web::get().to(outbound))
    })
    .bind(("127.0.0.1", 8230))?
    .run()
    .await
}
