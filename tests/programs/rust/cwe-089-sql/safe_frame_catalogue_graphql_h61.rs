// A frame catalogue graphql program of the h61 set (cwe-089-sql).
// Opticians: the in-store fitting kiosk lists spectacle frames through a
// GraphQL API backed by the branch's SQLite stock database.
use std::sync::{Arc, Mutex};

use async_graphql::{Context, EmptyMutation, EmptySubscription, Object, Schema, SimpleObject};
use async_graphql_axum::GraphQL;
use axum::Router;
use rusqlite::{params, Connection};

#[derive(SimpleObject, Clone)]
struct Frame {
    sku: String,
    brand: String,
    model: String,
    bridge_mm: i64,
    price_pence: i64,
}

struct SortSpec(&'static str);

impl SortSpec {
    fn parse(raw: Option<String>) -> async_graphql::Result<Self> {
        let column = match raw.as_deref().unwrap_or("price_pence") {
            "price_pence" => "price_pence",
            "bridge_mm" => "bridge_mm",
            "model" => "model",
            _ => return Err("invalid sort".into()),
        };
        Ok(SortSpec(column))
    }

    fn column(&self) -> &str {
        self.0
    }
}

trait FrameRepository: Send + Sync {
    fn by_brand(&self, brand: &str, sort: &SortSpec) -> anyhow::Result<Vec<Frame>>;
}

struct SqliteFrameRepository {
    conn: Mutex<Connection>,
}

impl FrameRepository for SqliteFrameRepository {
    fn by_brand(&self, brand: &str, sort: &SortSpec) -> anyhow::Result<Vec<Frame>> {
        let conn = self.conn.lock().expect("stock db lock");
        let sql = format!(
            "SELECT sku, brand, model, bridge_mm, price_pence FROM frames \
             WHERE brand = ?1 AND in_stock > 0 ORDER BY {} LIMIT 50",
            sort.column()
        );
        let mut stmt = conn.prepare(&sql)?;
        let rows = stmt.query_map(params![brand], |r| {
            Ok(Frame {
                sku: r.get(0)?,
                brand: r.get(1)?,
                model: r.get(2)?,
                bridge_mm: r.get(3)?,
                price_pence: r.get(4)?,
            })
        })?;
        Ok(rows.collect::<Result<Vec<_>, _>>()?)
    }
}

struct QueryRoot;

#[Object]
impl QueryRoot {
    async fn frames(
        &self,
        ctx: &Context<'_>,
        brand: String,
        sort_by: Option<String>,
    ) -> async_graphql::Result<Vec<Frame>> {
        let repo = ctx.data::<Arc<dyn FrameRepository>>()?;
        let sort = SortSpec::parse(sort_by)?;
        Ok(repo.by_brand(&brand, &sort)?)
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let repo: Arc<dyn FrameRepository> = Arc::new(SqliteFrameRepository {
        conn: Mutex::new(Connection::open("/var/lib/optics/stock.db")?),
    });
    let schema = Schema::build(QueryRoot, EmptyMutation, EmptySubscription).data(repo).finish();
    let app = Router::new().route_service("/graphql", GraphQL::new(schema));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:8088").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
