// A tapestry reference images program of the h65 set (cwe-918-ssrf).
// GraphQL mutation used by conservators to attach a reference photograph
// (from a partner collection's image archive) to a tapestry's treatment record.
use async_graphql::{Context, EmptySubscription, Object, Result, Schema, SimpleObject, ID};
use async_graphql_axum::GraphQL;
use axum::{routing::post_service, Router};
use reqwest::{redirect, Client, Url};
use std::path::PathBuf;
use uuid::Uuid;

const PARTNER_ARCHIVES: [&str; 3] = ["images.heritage-weaves.org.uk", "iiif.flemish-tapestry-archive.be", "collections.hampton-tapestry.org"];

struct ImageStore {
    dir: PathBuf,
}

#[derive(SimpleObject)]
struct ReferenceImage {
    tapestry_id: ID,
    bytes: u64,
    content_type: String,
}

fn partner_image_url(raw: &str) -> Result<Url> {
    let url = Url::parse(raw)?;
    let host = url.host_str().unwrap_or_default();
    if url.scheme() != "https" || url.port().is_some() || !PARTNER_ARCHIVES.contains(&host) {
        return Err("images must come from a partner archive".into());
    }
    Ok(url)
}

struct QueryRoot;

#[Object]
impl QueryRoot {
    async fn partner_archives(&self) -> Vec<String> {
        PARTNER_ARCHIVES.iter().map(|h| h.to_string()).collect()
    }
}

struct MutationRoot;

#[Object]
impl MutationRoot {
    async fn attach_reference_image(&self, ctx: &Context<'_>, tapestry_id: ID, image_url: String) -> Result<ReferenceImage> {
        let id = Uuid::parse_str(&tapestry_id)?;
        let url = partner_image_url(&image_url)?;

        let client = ctx.data::<Client>()?;
        let response = client.get(url).send().await?.error_for_status()?;
        let content_type = response
            .headers()
            .get(reqwest::header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("application/octet-stream")
            .to_string();
        let body = response.bytes().await?;

        let store = ctx.data::<ImageStore>()?;
        tokio::fs::write(store.dir.join(format!("{id}.ref")), &body).await?;
        Ok(ReferenceImage { tapestry_id, bytes: body.len() as u64, content_type })
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let client = Client::builder().redirect(redirect::Policy::none()).build()?;
    let store = ImageStore { dir: PathBuf::from(std::env::var("REFERENCE_IMAGE_DIR")?) };
    let schema = Schema::build(QueryRoot, MutationRoot, EmptySubscription)
        .data(client)
        .data(store)
        .finish();
    let app = Router::new().route("/graphql", post_service(GraphQL::new(schema)));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8000").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
