// A circus comp pass program of the h65 set (cwe-330-random).
// GraphQL API for the troupe's box office. Front-of-house staff issue
// complimentary passes; the code printed on the pass is redeemed at the gate.
use async_graphql::{Context, EmptySubscription, Object, Result, Schema, SimpleObject};
use async_graphql_axum::GraphQL;
use axum::{routing::post_service, Router};
use rand::{distributions::Alphanumeric, rngs::OsRng, Rng};
use std::collections::HashMap;
use std::sync::Mutex;

const CODE_LEN: usize = 12;

#[derive(Default)]
struct PassBook {
    issued: Mutex<HashMap<String, (i32, String)>>,
}

#[derive(SimpleObject)]
struct ComplimentaryPass {
    code: String,
    show_id: i32,
    guest_name: String,
}

fn new_pass_code() -> String {
    OsRng.sample_iter(&Alphanumeric).take(CODE_LEN).map(char::from).collect()
}

struct QueryRoot;

#[Object]
impl QueryRoot {
    async fn passes_issued(&self, ctx: &Context<'_>, show_id: i32) -> Result<i32> {
        let book = ctx.data::<PassBook>()?;
        let issued = book.issued.lock().map_err(|_| "pass book unavailable")?;
        Ok(issued.values().filter(|(show, _)| *show == show_id).count() as i32)
    }
}

struct MutationRoot;

#[Object]
impl MutationRoot {
    async fn issue_complimentary_pass(&self, ctx: &Context<'_>, show_id: i32, guest_name: String) -> Result<ComplimentaryPass> {
        if guest_name.trim().is_empty() || guest_name.len() > 80 {
            return Err("guest name is required".into());
        }
        let book = ctx.data::<PassBook>()?;
        let code = new_pass_code();
        book.issued
            .lock()
            .map_err(|_| "pass book unavailable")?
            .insert(code.clone(), (show_id, guest_name.clone()));
        Ok(ComplimentaryPass { code, show_id, guest_name })
    }
}

#[tokio::main]
async fn main() {
    let schema = Schema::build(QueryRoot, MutationRoot, EmptySubscription)
        .data(PassBook::default())
        .finish();
    let app = Router::new().route("/graphql", post_service(GraphQL::new(schema)));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8000").await.expect("bind");
    axum::serve(listener, app).await.expect("server");
}
