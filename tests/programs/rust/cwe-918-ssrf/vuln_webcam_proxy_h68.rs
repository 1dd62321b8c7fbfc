// A webcam proxy program of the h68 set (cwe-918-ssrf).
// mountain huts: proxies terrace and ridge webcam snapshots so the hut website can show current conditions
use std::{collections::HashMap, time::Duration};

use actix_web::{error, get, http::header::ContentType, web, App, HttpResponse, HttpServer, Result as WebResult};
use serde::Deserialize;

struct Cameras {
    // hut slug -> list of (camera name, snapshot url)
    by_hut: HashMap<&'static str, Vec<(&'static str, &'static str)>>,
    http: reqwest::Client,
}

impl Cameras {
    fn new() -> reqwest::Result<Self> {
        let by_hut = HashMap::from([
            ("lindauer-huette", vec![
                ("terrace", "https://cams.huettenwetter-live.at/lindauer/terrace.jpg"),
                ("ridge", "https://cams.huettenwetter-live.at/lindauer/ridge.jpg"),
            ]),
            ("rifugio-vajolet", vec![
                ("towers", "https://img.dolomiti-panorama.it/vajolet/torri.jpg"),
            ]),
        ]);
        Ok(Self {
            by_hut,
            http: reqwest::Client::builder().timeout(Duration::from_secs(8)).build()?,
        })
    }

    fn snapshot_url(&self, hut: &str, camera: Option<&str>) -> Option<&'static str> {
        let cams = self.by_hut.get(hut)?;
        match camera {
            Some(name) => cams.iter().find_map(|&(n, url)| (n == name).then_some(url)),
            None => cams.first().map(|&(_, url)| url),
        }
    }
}

#[derive(Deserialize)]
struct SnapshotQuery {
    hut: String,
    camera: Option<String>,
    src: Option<String>,
}

#[get("/webcam/snapshot")]
async fn snapshot(
    cams: web::Data<Cameras>,
    web::Query(SnapshotQuery { hut, camera, src }): web::Query<SnapshotQuery>,
) -> WebResult<HttpResponse> {
    let known = cams.snapshot_url(&hut, camera.as_deref());

    // the website sometimes sends the full snapshot url it already has cached
    let target: String = match (src, known) {
        (Some(src), _) if src.starts_with("https://") => src,
        (_, Some(url)) => url.to_owned(),
        _ => return Err(error::ErrorNotFound("no such webcam")),
    };

    let response = cams
        .http
        .get(&target)
        .send()
        .await
        .and_then(reqwest::Response::error_for_status)
        .map_err(|_| error::ErrorBadGateway("webcam offline"))?;
    let bytes = response
        .bytes()
        .await
        .map_err(|_| error::ErrorBadGateway("webcam offline"))?;

    Ok(HttpResponse::Ok()
        .content_type(ContentType::jpeg())
        .insert_header(("Cache-Control", "public, max-age=60"))
        .body(bytes))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let cams = web::Data::new(Cameras::new().map_err(std::io::Error::other)?);
    HttpServer::new(move || App::new().app_data(cams.clone()).service(snapshot))
        .bind(("0.0.0.0", 8099))?
        .run()
        .await
}
