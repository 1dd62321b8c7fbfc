// Publishes smart energy meter firmware images along with the digest meters check before flashing.
use poem::{
    get, handler, http::StatusCode, put, web::{Data, Json, Path}, Body, EndpointExt, Error, Result, Route,
};
use serde::Serialize;
use sha1::{Digest, Sha1};
use std::{collections::HashMap, sync::Arc};
use tokio::sync::RwLock;

#[derive(Clone, Serialize)]
struct Manifest {
    model: String,
    version: String,
    size: usize,
    digest: String,
}

type Catalog = Arc<RwLock<HashMap<(String, String), Manifest>>>;

fn fingerprint(bytes: &[u8]) -> String {
    Sha1::digest(bytes).iter().map(|b| format!("{:02x}", b)).collect()
}

fn bad_request<E>(_: E) -> Error {
    Error::from_status(StatusCode::BAD_REQUEST)
}

#[handler]
async fn publish(
    Path((model, version)): Path<(String, String)>,
    body: Body,
    Data(catalog): Data<&Catalog>,
) -> Result<Json<Manifest>> {
    let bytes = body.into_vec().await.map_err(bad_request)?;
    let digest = fingerprint(&bytes);
    tokio::fs::write(format!("/srv/firmware/blobs/{}.bin", digest), &bytes)
        .await
        .map_err(|_| Error::from_status(StatusCode::INTERNAL_SERVER_ERROR))?;
    let manifest = Manifest { model: model.clone(), version: version.clone(), size: bytes.len(), digest };
    catalog.write().await.insert((model, version), manifest.clone());
    Ok(Json(manifest))
}

#[handler]
async fn manifest(
    Path((model, version)): Path<(String, String)>,
    Data(catalog): Data<&Catalog>,
) -> Result<Json<Manifest>> {
    catalog
        .read()
        .await
        .get(&(model, version))
        .cloned()
        .map(Json)
        .ok_or_else(|| Error::from_status(StatusCode::NOT_FOUND))
}

pub fn release_pipeline_app() -> impl poem::Endpoint {
    let catalog: Catalog = Arc::new(RwLock::new(HashMap::new()));
    Route::new()
        .at("/firmware/:model/:version", put(publish))
        .at("/firmware/:model/:version/manifest", get(manifest))
        .data(catalog)
}
