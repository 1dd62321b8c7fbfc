// A campground season export program of the h62 set (cwe-078-command).
// Season export for the campground office: bundles a site's reservation
// sheets into a tarball that the accountant downloads later.
use salvo::prelude::*;
use tokio::process::Command;

const RESERVATIONS: &str = "/srv/campground/reservations";
const EXPORTS: &str = "/srv/campground/exports";

#[derive(Clone, Debug)]
struct SiteCode(String);

fn site_code(raw: &str) -> Result<SiteCode, &'static str> {
    let code = raw.trim().to_lowercase();
    if code.is_empty() || code.len() > 24 {
        return Err("site code must be 1-24 characters");
    }
    if code.contains('/') || code.contains("..") {
        return Err("site code must not contain path separators");
    }
    let valid = code.starts_with(|c: char| c.is_ascii_alphanumeric())
        && code.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    if !valid {
        return Err("site code may only contain letters, digits and dashes");
    }
    Ok(SiteCode(code))
}

#[handler]
async fn load_site(req: &mut Request, depot: &mut Depot, res: &mut Response, ctrl: &mut FlowCtrl) {
    let raw = req.param::<String>("site").unwrap_or_default();
    match site_code(&raw) {
        Ok(code) => {
            depot.inject(code);
        }
        Err(msg) => {
            res.status_code(StatusCode::BAD_REQUEST);
            res.render(Text::Plain(msg));
            ctrl.skip_rest();
        }
    }
}

async fn bundle(site: &SiteCode, season: u16) -> std::io::Result<String> {
    let archive = format!("{}/{}-{}.tar.gz", EXPORTS, site.0, season);
    let status = Command::new("tar")
        .arg("-czf")
        .arg(&archive)
        .arg("-C")
        .arg(RESERVATIONS)
        .arg(format!("{}/{}", site.0, season))
        .status()
        .await?;
    if status.success() {
        Ok(archive)
    } else {
        Err(std::io::Error::new(std::io::ErrorKind::Other, "tar failed"))
    }
}

#[handler]
async fn export_season(req: &mut Request, depot: &mut Depot, res: &mut Response) {
    let Some(site) = depot.obtain::<SiteCode>().ok().cloned() else {
        res.status_code(StatusCode::BAD_REQUEST);
        return;
    };
    let season = req
        .query::<u16>("season")
        .filter(|y| (2000..=2100).contains(y))
        .unwrap_or(2024);

    match bundle(&site, season).await {
        Ok(path) => res.render(Json(serde_json::json!({ "archive": path }))),
        Err(_) => {
            res.status_code(StatusCode::INTERNAL_SERVER_ERROR);
            res.render(Text::Plain("export failed"));
        }
    }
}

#[tokio::main]
async fn main() {
    let router = Router::with_path("sites/{site}/export")
        .hoop(load_site)
        .post(export_season);
    let acceptor = TcpListener::new("0.0.0.0:5800").bind().await;
    Server::new(acceptor).serve(router).await;
}
