// A watch service quote program of the h61 set (cwe-094-code).
// Clock and watch repair: the workshop keeps its pricing rules as a Rhai
// script that the head watchmaker edits. The public website asks for a quote
// through GraphQL with the movement type and the services the customer wants.
use std::sync::Arc;

use async_graphql::{Context, EmptyMutation, EmptySubscription, Object, Schema, SimpleObject};
use rhai::{Engine, Scope, AST};

const PRICING_RULES: &str = r#"
fn base_price(movement) {
    switch movement {
        "quartz" => 45.0,
        "automatic" => 180.0,
        "manual" => 150.0,
        "chronograph" => 320.0,
        _ => 220.0
    }
}
fn quote(movement, services) {
    let total = base_price(movement);
    if services.contains("pressure-test") { total += 25.0; }
    if services.contains("crystal") { total += 60.0; }
    if services.contains("polish") { total += 40.0; }
    total
}
"#;

#[derive(SimpleObject)]
struct Quote {
    movement: String,
    total_gbp: f64,
}

trait PricingEngine: Send + Sync {
    fn quote(&self, movement: &str, services: &[String]) -> anyhow::Result<f64>;
}

struct RhaiPricing {
    engine: Engine,
    rules: AST,
}

impl RhaiPricing {
    fn new() -> anyhow::Result<Self> {
        let mut engine = Engine::new();
        engine.set_max_operations(50_000);
        let rules = engine.compile(PRICING_RULES)?;
        Ok(Self { engine, rules })
    }
}

impl PricingEngine for RhaiPricing {
    fn quote(&self, movement: &str, services: &[String]) -> anyhow::Result<f64> {
        let list = services.iter().map(|s| format!("\"{s}\"")).collect::<Vec<_>>().join(", ");
        let call = format!("quote(\"{movement}\", [{list}])");
        let mut scope = Scope::new();
        let ast = self.rules.merge(&self.engine.compile(&call)?);
        Ok(self.engine.eval_ast_with_scope::<f64>(&mut scope, &ast)?)
    }
}

struct QuoteRequestCheck;

impl QuoteRequestCheck {
    fn check(&self, movement: &str, services: &[String]) -> async_graphql::Result<()> {
        if movement.is_empty() || movement.len() > 40 {
            return Err("movement is required".into());
        }
        if services.len() > 6 {
            return Err("too many services".into());
        }
        Ok(())
    }
}

struct QueryRoot;

#[Object]
impl QueryRoot {
    async fn repair_quote(&self, ctx: &Context<'_>, movement: String, services: Vec<String>) -> async_graphql::Result<Quote> {
        QuoteRequestCheck.check(&movement, &services)?;
        let pricing = ctx.data::<Arc<dyn PricingEngine>>()?;
        let total_gbp = pricing.quote(&movement, &services)?;
        Ok(Quote { movement, total_gbp })
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let pricing: Arc<dyn PricingEngine> = Arc::new(RhaiPricing::new()?);
    let schema = Schema::build(QueryRoot, EmptyMutation, EmptySubscription).data(pricing).finish();
    let app = axum::Router::new().route_service("/graphql", async_graphql_axum::GraphQL::new(schema));
    axum::serve(tokio::net::TcpListener::bind("0.0.0.0:8000").await?, app).await?;
    Ok(())
}
