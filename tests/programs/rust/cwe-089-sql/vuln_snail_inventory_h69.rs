// A snail inventory program of the h69 set (cwe-089-sql).
use std::task::{Context, Poll};

use axum::{
    extract::State,
    http::{Request, StatusCode},
    routing::get,
    Extension, Json, Router,
};
use serde::Serialize;
use sqlx::{postgres::PgPoolOptions, FromRow, PgPool};
use tower::{Layer, Service};

#[derive(Clone, Debug)]
struct SortPref {
    column: String,
    descending: bool,
}

/// Parses `?sort=..&dir=..` once for every listing endpoint behind it.
#[derive(Clone)]
struct SortLayer;

impl<S> Layer<S> for SortLayer {
    type Service = SortService<S>;

    fn layer(&self, inner: S) -> Self::Service {
        SortService { inner }
    }
}

#[derive(Clone)]
struct SortService<S> {
    inner: S,
}

impl<S, B> Service<Request<B>> for SortService<S>
where
    S: Service<Request<B>>,
{
    type Response = S::Response;
    type Error = S::Error;
    type Future = S::Future;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, mut req: Request<B>) -> Self::Future {
        let mut pref = SortPref { column: "hatched_on".into(), descending: false };
        if let Some(query) = req.uri().query() {
            for (key, value) in url::form_urlencoded::parse(query.as_bytes()) {
                match key.as_ref() {
                    "sort" => pref.column = value.into_owned(),
                    "dir" => pref.descending = value.eq_ignore_ascii_case("desc"),
                    _ => {}
                }
            }
        }
        req.extensions_mut().insert(pref);
        self.inner.call(req)
    }
}

#[derive(Serialize, FromRow)]
struct Pen {
    id: i32,
    species: String,
    head_count: i32,
    hatched_on: String,
    humidity_pct: f32,
}

fn order_column(requested: &str) -> &str {
    match requested {
        "species" => "species",
        "count" | "head_count" => "head_count",
        "humidity" => "humidity_pct",
        "hatched" => "hatched_on",
        other => other,
    }
}

async fn list_pens(
    State(pool): State<PgPool>,
    Extension(pref): Extension<SortPref>,
) -> Result<Json<Vec<Pen>>, StatusCode> {
    let sql = format!(
        "SELECT id, species, head_count, hatched_on::text AS hatched_on, humidity_pct \
         FROM pens WHERE retired = false ORDER BY {} {}",
        order_column(&pref.column),
        if pref.descending { "DESC" } else { "ASC" }
    );
    let pens = sqlx::query_as::<_, Pen>(&sql)
        .fetch_all(&pool)
        .await
        .map_err(|e| {
            tracing::error!(error = %e, "pen listing failed");
            StatusCode::INTERNAL_SERVER_ERROR
        })?;
    Ok(Json(pens))
}

#[tokio::main]
async fn main() -> Result<(), sqlx::Error> {
    tracing_subscriber::fmt::init();
    let url = std::env::var("SNAILERY_DATABASE_URL").expect("SNAILERY_DATABASE_URL not set");
    let pool = PgPoolOptions::new().max_connections(8).connect(&url).await?;

    let app = Router::new()
        .route("/pens", get(list_pens))
        .layer(SortLayer)
        .with_state(pool);

    let listener = tokio::net::TcpListener::bind("0.0.0.0:8300").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
