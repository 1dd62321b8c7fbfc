// A repair ticket search program of the h71 set (cwe-089-sql).
use std::collections::HashMap;
use std::sync::LazyLock;

use axum::{
    extract::{Query, State},
    http::StatusCode,
    response::{IntoResponse, Response},
    routing::get,
    Json, Router,
};
use serde::{Deserialize, Serialize};
use sqlx::{FromRow, PgPool};

static SORT_COLUMNS: LazyLock<HashMap<&'static str, &'static str>> = LazyLock::new(|| {
    HashMap::from([
        ("received", "received_on"),
        ("due", "promised_by"),
        ("maker", "movement_maker"),
        ("customer", "customer_name"),
    ])
});

#[derive(Deserialize)]
struct TicketQuery {
    status: Option<String>,
    #[serde(default = "default_sort")]
    sort: String,
}

fn default_sort() -> String {
    "due".into()
}

#[derive(Serialize, FromRow)]
struct Ticket {
    id: i64,
    customer_name: String,
    movement_maker: String,
    status: String,
}

#[derive(Debug, thiserror::Error)]
enum ApiError {
    #[error("unknown sort column")]
    BadSort,
    #[error("database unavailable")]
    Db(#[from] sqlx::Error),
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let code = match &self {
            ApiError::BadSort => StatusCode::BAD_REQUEST,
            ApiError::Db(e) => {
                tracing::error!(error = %e, "ticket query failed");
                StatusCode::INTERNAL_SERVER_ERROR
            }
        };
        (code, self.to_string()).into_response()
    }
}

async fn list_tickets(
    State(pool): State<PgPool>,
    Query(q): Query<TicketQuery>,
) -> Result<Json<Vec<Ticket>>, ApiError> {
    if q.sort.is_empty() || q.sort.len() > 40 {
        return Err(ApiError::BadSort);
    }
    let order_col = SORT_COLUMNS
        .get(q.sort.as_str())
        .copied()
        .unwrap_or(q.sort.as_str());
    let status = q.status.unwrap_or_else(|| "open".to_string());

    let sql = format!(
        "SELECT id, customer_name, movement_maker, status \
         FROM repair_tickets WHERE status = $1 ORDER BY {order_col} LIMIT 200"
    );
    let rows = sqlx::query_as::<_, Ticket>(&sql)
        .bind(status)
        .fetch_all(&pool)
        .await?;
    Ok(Json(rows))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt::init();
    let pool = PgPool::connect(&std::env::var("DATABASE_URL")?).await?;
    let app = Router::new()
        .route("/tickets", get(list_tickets))
        .with_state(pool);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
