// GraphQL query resolver that lets drivers look up parking citations issued to a licence plate.
use async_graphql::{Context, EmptyMutation, EmptySubscription, Object, Result, Schema, SimpleObject};
use std::sync::Arc;
use tokio_postgres::{Client, Row};

#[derive(SimpleObject)]
struct Citation {
    number: String,
    plate: String,
    amount_cents: i32,
    paid: bool,
}

fn normalize(plate: &str) -> String {
    plate
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

fn looks_like_plate(plate: &str) -> bool {
    (2..=8).contains(&plate.len()) && plate.chars().all(|c| c.is_ascii_alphanumeric())
}

fn to_citation(row: &Row) -> Citation {
    Citation {
        number: row.get("number"),
        plate: row.get("plate"),
        amount_cents: row.get("amount_cents"),
        paid: row.get("paid"),
    }
}

pub struct QueryRoot;

#[Object]
impl QueryRoot {
    async fn citations(&self, ctx: &Context<'_>, plate: String) -> Result<Vec<Citation>> {
        let client = ctx.data::<Arc<Client>>()?;
        let plate = normalize(&plate);
        if !looks_like_plate(&plate) {
            tracing::warn!(%plate, "unusual plate format in citation lookup");
        }
        let sql = "SELECT number, plate, amount_cents, paid FROM citations \
                   WHERE plate = $1 ORDER BY issued_at DESC LIMIT 100";
        let rows = client.query(sql, &[&plate]).await?;
        Ok(rows.iter().map(to_citation).collect())
    }
}

pub type CitationSchema = Schema<QueryRoot, EmptyMutation, EmptySubscription>;

pub fn build_schema(client: Arc<Client>) -> CitationSchema {
    Schema::build(QueryRoot, EmptyMutation, EmptySubscription)
        .data(client)
        .finish()
}
