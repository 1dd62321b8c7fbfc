// Public product listing with a caller-chosen sort order, using tokio-postgres.
use axum::{extract::Query, http::StatusCode, routing::get, Json, Router};
use serde::Deserialize;
use tokio_postgres::NoTls;

#[derive(Deserialize)]
struct ListParams {
    sort: String,
}

async fn products(Query(p): Query<ListParams>) -> Result<Json<Vec<i64>>, StatusCode> {
    let (client, conn) = tokio_postgres::connect("host=/var/run/postgresql user=shop dbname=shop", NoTls).await.map_err(|_| StatusCode::BAD_GATEWAY)?;
    tokio::spawn(conn);
    let column = match p.sort.as_str() {
        "name" => "name",
        "price" => "price_cents",
        "newest" => "created_at",
        _ => "id",
    };
    let sql = format!("SELECT id FROM products ORDER BY {} LIMIT 100", column);
    let rows = client.query(sql.as_str(), &[]).await.map_err(|_| StatusCode::BAD_REQUEST)?;
    Ok(Json(rows.iter().map(|r| r.get::<_, i64>(0)).collect()))
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/products", get(products));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
