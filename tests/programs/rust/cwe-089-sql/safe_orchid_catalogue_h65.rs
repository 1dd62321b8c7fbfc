// An orchid catalogue program of the h65 set (cwe-089-sql).
// GraphQL catalogue for an orchid nursery's greenhouse inventory.
// The nursery's website lets visitors sort the plant list by any visible column.
use async_graphql::{Context, EmptyMutation, EmptySubscription, Object, Result, Schema, SimpleObject};
use async_graphql_axum::GraphQL;
use axum::{routing::post_service, Router};
use sqlx::postgres::{PgPool, PgPoolOptions};

#[derive(SimpleObject, sqlx::FromRow)]
struct Orchid {
    id: i64,
    genus: String,
    species: String,
    bloom_month: i32,
    greenhouse: String,
    price_pence: i64,
}

fn sort_column(requested: Option<&str>) -> Result<String> {
    let column = match requested.unwrap_or("species") {
        "species" => "species",
        "bloomMonth" => "bloom_month",
        "greenhouse" => "greenhouse",
        "price" => "price_pence",
        other => return Err(format!("cannot sort by {other}").into()),
    };
    Ok(column.to_string())
}

struct QueryRoot;

#[Object]
impl QueryRoot {
    /// Plants of one genus currently for sale.
    async fn orchids(
        &self,
        ctx: &Context<'_>,
        genus: String,
        sort_by: Option<String>,
        #[graphql(default = 50)] limit: i32,
    ) -> Result<Vec<Orchid>> {
        let pool = ctx.data::<PgPool>()?;
        let column = sort_column(sort_by.as_deref())?;
        let sql = format!(
            "SELECT id, genus, species, bloom_month, greenhouse, price_pence \
             FROM orchids WHERE genus = $1 AND for_sale ORDER BY {column} LIMIT $2"
        );
        let rows = sqlx::query_as::<_, Orchid>(&sql)
            .bind(&genus)
            .bind(i64::from(limit.clamp(1, 200)))
            .fetch_all(pool)
            .await?;
        Ok(rows)
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let pool = PgPoolOptions::new()
        .max_connections(10)
        .connect(&std::env::var("DATABASE_URL")?)
        .await?;
    let schema = Schema::build(QueryRoot, EmptyMutation, EmptySubscription)
        .data(pool)
        .finish();

    let app = Router::new().route("/graphql", post_service(GraphQL::new(schema)));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8000").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
