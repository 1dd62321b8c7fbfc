// Report endpoint: the JSON body picks a filter, and the matching rows are counted.
use axum::{extract::State, routing::post, Json, Router};
use serde::Deserialize;
use sqlx::PgPool;

#[derive(Deserialize)]
enum Filter {
    All,
    Country(String),
    MinOrders(u32),
}

#[derive(Deserialize)]
struct Report {
    filter: Filter,
}

async fn report(State(pool): State<PgPool>, Json(r): Json<Report>) -> String {
    let clause = match r.filter {
        Filter::All => "TRUE".to_string(),
        Filter::Country(c) => format!("country = '{}'", c),
        Filter::MinOrders(n) => format!("orders >= {}", n),
    };
    let sql = format!("SELECT count(*) FROM customers WHERE {}", clause);
    let n: (i64,) = sqlx::query_as(&sql).fetch_one(&pool).await.unwrap_or((0,));
    n.0.to_string()
}

#[tokio::main]
async fn main() {
    let pool = PgPool::connect(&std::env::var("DATABASE_URL").unwrap()).await.unwrap();
    let app = Router::new().route("/report", post(report)).with_state(pool);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
