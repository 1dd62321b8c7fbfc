// Energy meter readings API; a middleware resolves the utility tenant from a header for the handlers.
use axum::{
    extract::{Path, Request, State},
    http::StatusCode,
    middleware::{self, Next},
    response::Response,
    routing::get,
    Extension, Json, Router,
};
use serde::Serialize;
use std::sync::Arc;
use tokio_postgres::{Client, Row};

#[derive(Clone)]
struct Tenant {
    code: String,
}

#[derive(Serialize)]
struct Reading {
    read_at: String,
    kwh: f64,
}

async fn resolve_tenant(mut req: Request, next: Next) -> Result<Response, StatusCode> {
    let code = req
        .headers()
        .get("x-utility-tenant")
        .and_then(|v| v.to_str().ok())
        .map(|v| v.trim().to_owned())
        .filter(|v| !v.is_empty())
        .ok_or(StatusCode::UNAUTHORIZED)?;
    req.extensions_mut().insert(Tenant { code });
    Ok(next.run(req).await)
}

fn to_reading(row: &Row) -> Reading {
    Reading { read_at: row.get(0), kwh: row.get(1) }
}

async fn readings(
    State(db): State<Arc<Client>>,
    Extension(tenant): Extension<Tenant>,
    Path(meter_id): Path<i64>,
) -> Result<Json<Vec<Reading>>, StatusCode> {
    let query = "SELECT read_at::text, kwh FROM meter_readings \
         WHERE meter_id = $1 AND tenant_code = $2 ORDER BY read_at DESC LIMIT 96";
    let rows = db
        .query(query, &[&meter_id, &tenant.code])
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    Ok(Json(rows.iter().map(to_reading).collect()))
}

pub fn router(db: Arc<Client>) -> Router {
    Router::new()
        .route("/meters/:meter_id/readings", get(readings))
        .route_layer(middleware::from_fn(resolve_tenant))
        .with_state(db)
}
