// A falconry bird search program of the h63 set (cwe-079-xss).
use std::convert::Infallible;
use std::sync::Arc;

use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::{Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use minijinja::{context, AutoEscape, Environment, Value};
use serde::Serialize;
use tokio::net::TcpListener;

const SEARCH_PAGE: &str = r#"<html><body>
<h1>Mews directory</h1>
<p>Results for <em>{{ query }}</em></p>
<ul>{% for bird in birds %}<li>{{ bird.name }} ({{ bird.species }}, {{ bird.weight_g }} g)</li>{% endfor %}</ul>
</body></html>"#;

#[derive(Debug, Clone, Serialize)]
pub struct Bird {
    pub name: String,
    pub species: String,
    pub weight_g: u32,
}

pub trait MewsDirectory: Send + Sync {
    fn search(&self, term: &str) -> Vec<Bird>;
}

pub struct StaticMews(Vec<Bird>);

impl MewsDirectory for StaticMews {
    fn search(&self, term: &str) -> Vec<Bird> {
        let needle = term.to_lowercase();
        self.0.iter().filter(|b| b.name.to_lowercase().contains(&needle)).cloned().collect()
    }
}

pub struct SearchRequest {
    pub term: String,
}

impl SearchRequest {
    pub fn from_uri(query: Option<&str>) -> Self {
        let term = form_urlencoded::parse(query.unwrap_or_default().as_bytes())
            .find(|(k, _)| k == "q")
            .map(|(_, v)| v.into_owned())
            .unwrap_or_default();
        Self { term }
    }
}

pub struct SearchPage {
    env: Environment<'static>,
}

impl SearchPage {
    pub fn new() -> Self {
        let mut env = Environment::new();
        env.set_auto_escape_callback(|_name| AutoEscape::None);
        env.add_template("search.html", SEARCH_PAGE).expect("template compiles");
        Self { env }
    }

    pub fn render(&self, request: &SearchRequest, birds: &[Bird]) -> Result<String, minijinja::Error> {
        let rows: Vec<Value> = birds
            .iter()
            .map(|b| context! { name => b.name.as_str(), species => b.species.as_str(), weight_g => b.weight_g })
            .collect();
        self.env.get_template("search.html")?.render(context! { query => request.term.as_str(), birds => rows })
    }
}

pub struct MewsController {
    directory: Box<dyn MewsDirectory>,
    page: SearchPage,
}

impl MewsController {
    pub async fn handle(&self, req: Request<Incoming>) -> Result<Response<Full<Bytes>>, Infallible> {
        let request = SearchRequest::from_uri(req.uri().query());
        let birds = self.directory.search(&request.term);
        let (status, body) = match self.page.render(&request, &birds) {
            Ok(html) => (StatusCode::OK, html),
            Err(_) => (StatusCode::INTERNAL_SERVER_ERROR, "render failed".to_string()),
        };
        Ok(Response::builder()
            .status(status)
            .header("content-type", "text/html; charset=utf-8")
            .body(Full::new(Bytes::from(body)))
            .unwrap())
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let directory = StaticMews(vec![
        Bird { name: "Skye".into(), species: "Harris's hawk".into(), weight_g: 720 },
        Bird { name: "Bramble".into(), species: "Peregrine falcon".into(), weight_g: 610 },
    ]);
    let controller = Arc::new(MewsController { directory: Box::new(directory), page: SearchPage::new() });
    let listener = TcpListener::bind("127.0.0.1:8090").await?;
    loop {
        let (stream, _) = listener.accept().await?;
        let controller = Arc::clone(&controller);
        tokio::spawn(async move {
            let service = service_fn(move |req| {
                let controller = Arc::clone(&controller);
                async move { controller.handle(req).await }
            });
            let _ = http1::Builder::new().serve_connection(TokioIo::new(stream), service).await;
        });
    }
}
