// A food truck menu feed program of the h61 set (cwe-918-ssrf).
// Food trucks: operators register the URL of their menu feed through the
// GraphQL API; a background refresher pulls every feed every ten minutes so the
// "who's parked where" map shows today's dishes.
use std::time::Duration;

use async_graphql::{Context, EmptySubscription, Object, Schema};
use sqlx::PgPool;
use url::Url;

struct FeedRepository {
    pool: PgPool,
}

impl FeedRepository {
    async fn save(&self, truck_id: i64, feed_url: &str) -> sqlx::Result<()> {
        let sql = "UPDATE trucks SET menu_feed_url = $1 WHERE id = $2";
        sqlx::query(sql).bind(feed_url).bind(truck_id).execute(&self.pool).await?;
        Ok(())
    }

    async fn all(&self) -> sqlx::Result<Vec<(i64, String)>> {
        sqlx::query_as("SELECT id, menu_feed_url FROM trucks WHERE menu_feed_url IS NOT NULL")
            .fetch_all(&self.pool)
            .await
    }

    async fn store_menu(&self, truck_id: i64, menu: &str) -> sqlx::Result<()> {
        let sql = "UPDATE trucks SET menu_json = $1, menu_refreshed_at = now() WHERE id = $2";
        sqlx::query(sql).bind(menu).bind(truck_id).execute(&self.pool).await?;
        Ok(())
    }
}

struct FeedUrlPolicy;

impl FeedUrlPolicy {
    fn check(&self, raw: &str) -> Result<Url, String> {
        let url = Url::parse(raw).map_err(|e| e.to_string())?;
        match url.scheme() {
            "http" | "https" => Ok(url),
            other => Err(format!("unsupported scheme {other}")),
        }
    }
}

struct MenuRefresher {
    repo: FeedRepository,
    policy: FeedUrlPolicy,
    http: reqwest::Client,
}

impl MenuRefresher {
    async fn refresh_all(&self) -> anyhow::Result<()> {
        for (truck_id, raw_url) in self.repo.all().await? {
            let url = match self.policy.check(&raw_url) {
                Ok(url) => url,
                Err(reason) => {
                    tracing::warn!(truck_id, %reason, "menu feed skipped");
                    continue;
                }
            };
            let body = self.http.get(url).send().await?.error_for_status()?.text().await?;
            self.repo.store_menu(truck_id, &body).await?;
        }
        Ok(())
    }
}

struct MutationRoot;

#[Object]
impl MutationRoot {
    async fn register_menu_feed(&self, ctx: &Context<'_>, truck_id: i64, url: String) -> async_graphql::Result<bool> {
        if url.len() > 512 {
            return Err("feed URL too long".into());
        }
        ctx.data::<FeedRepository>()?.save(truck_id, &url).await?;
        Ok(true)
    }
}

struct QueryRoot;

#[Object]
impl QueryRoot {
    async fn healthy(&self) -> bool {
        true
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let pool = PgPool::connect(&std::env::var("DATABASE_URL")?).await?;
    let http = reqwest::Client::builder().timeout(Duration::from_secs(10)).build()?;
    let refresher = MenuRefresher { repo: FeedRepository { pool: pool.clone() }, policy: FeedUrlPolicy, http };
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_secs(600));
        loop {
            tick.tick().await;
            if let Err(err) = refresher.refresh_all().await {
                tracing::error!(%err, "menu refresh failed");
            }
        }
    });
    let schema = Schema::build(QueryRoot, MutationRoot, EmptySubscription).data(FeedRepository { pool }).finish();
    let app = axum::Router::new().route_service("/graphql", async_graphql_axum::GraphQL::new(schema));
    axum::serve(tokio::net::TcpListener::bind("0.0.0.0:8080").await?, app).await?;
    Ok(())
}
