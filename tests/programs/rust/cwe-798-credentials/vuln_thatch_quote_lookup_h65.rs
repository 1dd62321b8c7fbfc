// A thatch quote lookup program of the h65 set (cwe-798-credentials).
// Lambda behind API Gateway: GET /quotes/{quoteRef}
// Lets a homeowner look up the thatching quote they were emailed; the emailed
// link carries the quote's random reference.
use lambda_http::{run, service_fn, Body, Error, Request, RequestExt, Response};
use serde::Serialize;
use sqlx::postgres::{PgPool, PgPoolOptions};
use uuid::Uuid;

const DATABASE_URL: &str =
    "postgres://thatch_quotes_app:Tq7vLm2Xe9pK4wZr8Nb3Hs6D@thatch-quotes.cluster-c8xkq2v0yz1a.eu-west-2.rds.amazonaws.com:5432/quotes?sslmode=require";

#[derive(Serialize, sqlx::FromRow)]
struct Quote {
    id: i64,
    property_name: String,
    roof_area_m2: f64,
    material: String,
    ridge_style: String,
    total_pence: i64,
}

fn json(status: u16, body: String) -> Result<Response<Body>, Error> {
    Ok(Response::builder()
        .status(status)
        .header("content-type", "application/json")
        .body(Body::from(body))?)
}

async fn handler(pool: &PgPool, event: Request) -> Result<Response<Body>, Error> {
    let quote_ref = event
        .path_parameters()
        .first("quoteRef")
        .and_then(|v| Uuid::parse_str(v).ok());
    let Some(quote_ref) = quote_ref else {
        return json(400, r#"{"error":"quoteRef is not valid"}"#.to_string());
    };

    let quote = sqlx::query_as::<_, Quote>(
        "SELECT id, property_name, roof_area_m2, material, ridge_style, total_pence FROM quotes WHERE public_ref = $1",
    )
    .bind(quote_ref)
    .fetch_optional(pool)
    .await?;

    match quote {
        Some(q) => json(200, serde_json::to_string(&q)?),
        None => json(404, r#"{"error":"quote not found"}"#.to_string()),
    }
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let pool = PgPoolOptions::new().max_connections(2).connect(DATABASE_URL).await?;
    let pool = &pool;
    run(service_fn(move |event: Request| async move { handler(pool, event).await })).await
}
