// Florist catalogue admin: staff paste the URL of a wholesaler's product photo
// and the backend keeps a copy for the bouquet page.
use std::sync::LazyLock;
use std::time::Duration;

use reqwest::{redirect::Policy, Client};
use salvo::prelude::*;
use serde::{Deserialize, Serialize};
use url::Url;

const MAX_IMAGE_BYTES: usize = 5 * 1024 * 1024;
const SUPPLIER_HOSTS: [&str; 2] = ["images.dutchbloom-wholesale.nl", "cdn.andesroses.com"];

static HTTP: LazyLock<Client> = LazyLock::new(|| {
    Client::builder()
        .timeout(Duration::from_secs(8))
        .redirect(Policy::none())
        .build()
        .expect("http client")
});

struct SupplierImage(Url);

impl TryFrom<&str> for SupplierImage {
    type Error = &'static str;

    fn try_from(raw: &str) -> Result<Self, Self::Error> {
        let url = Url::parse(raw.trim()).map_err(|_| "not a URL")?;
        if url.scheme() != "https"
            || !url.host_str().is_some_and(|host| SUPPLIER_HOSTS.contains(&host))
        {
            return Err("photos must come from an approved wholesaler");
        }
        let path = url.path().to_ascii_lowercase();
        if ![".jpg", ".jpeg", ".png", ".webp"].iter().any(|ext| path.ends_with(ext)) {
            return Err("only jpg, png or webp photos can be imported");
        }
        Ok(SupplierImage(url))
    }
}

#[derive(Deserialize)]
struct ImportRequest {
    bouquet_id: u32,
    image_url: String,
}

#[derive(Serialize)]
struct ImportReply {
    stored: String,
    bytes: usize,
}

#[handler]
async fn import_photo(req: &mut Request, res: &mut Response) {
    let Ok(request) = req.parse_json::<ImportRequest>().await else {
        res.status_code(StatusCode::BAD_REQUEST);
        res.render(Text::Plain("expected bouquet_id and image_url"));
        return;
    };
    let image = match SupplierImage::try_from(request.image_url.as_str()) {
        Ok(image) => image,
        Err(reason) => {
            res.status_code(StatusCode::BAD_REQUEST);
            res.render(Text::Plain(reason));
            return;
        }
    };

    let fetched = async {
        let resp = HTTP.get(image.0.clone()).send().await?.error_for_status()?;
        resp.bytes().await
    }
    .await;

    match fetched {
        Ok(bytes) if bytes.len() <= MAX_IMAGE_BYTES => {
            let stored = format!("/srv/florist/catalogue/bouquet-{}.img", request.bouquet_id);
            match tokio::fs::write(&stored, &bytes).await {
                Ok(()) => res.render(Json(ImportReply { stored, bytes: bytes.len() })),
                Err(_) => {
                    res.status_code(StatusCode::INTERNAL_SERVER_ERROR);
                }
            }
        }
        Ok(_) => {
            res.status_code(StatusCode::PAYLOAD_TOO_LARGE);
        }
        Err(_) => {
            res.status_code(StatusCode::BAD_GATEWAY);
        }
    }
}

#[tokio::main]
async fn main() {
    let router = Router::with_path("catalogue/photos/import").post(import_photo);
    let acceptor = TcpListener::new("0.0.0.0:5820").bind().await;
    Server::new(acceptor).serve(router).await;
}
