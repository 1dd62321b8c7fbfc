// Two listing endpoints: the back office may sort by any column name, the public list by a fixed set.
use axum::{routing::get, Router};
use sqlx::PgPool;

mod backoffice {
    use axum::extract::{Query, State};
    use serde::Deserialize;
    use sqlx::PgPool;

    #[derive(Deserialize)]
    pub struct Listing {
        pub sort: String,
        pub page: u32,
    }

    pub async fn list(State(pool): State<PgPool>, Query(l): Query<Listing>) -> String {
        let sql = format!("SELECT id, email FROM users ORDER BY {} LIMIT 50 OFFSET {}", l.sort, l.page * 50);
        let rows: Vec<(i64, String)> = sqlx::query_as(&sql).fetch_all(&pool).await.unwrap_or_default();
        rows.len().to_string()
    }
}

mod public {
    use axum::extract::{Query, State};
    use serde::Deserialize;
    use sqlx::PgPool;

    #[derive(Deserialize)]
    pub enum SortKey { Name, Created }

    #[derive(Deserialize)]
    pub struct Listing {
        pub sort: SortKey,
        pub page: u32,
    }

    pub async fn list(State(pool): State<PgPool>, Query(l): Query<Listing>) -> String {
        let col = match l.sort { SortKey::Name => "name", SortKey::Created => "created_at" };
        let sql = format!("SELECT id, name FROM products ORDER BY {} LIMIT 50 OFFSET {}", col, l.page * 50);
        let rows: Vec<(i64, String)> = sqlx::query_as(&sql).fetch_all(&pool).await.unwrap_or_default();
        rows.len().to_string()
    }
}

#[tokio::main]
async fn main() {
    let pool = PgPool::connect(&std::env::var("DATABASE_URL").unwrap()).await.unwrap();
    let app = Router::new()
        .route("/admin/users", get(backoffice::list))
        .route("/products", get(public::list))
        .with_state(pool);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
