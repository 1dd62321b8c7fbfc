// An ice melt estimate program of the h65 set (cwe-094-code).
// GraphQL endpoint used by the ice sculpture studio's event planners: how long
// will a carved block last at a given venue temperature? The melt model is a
// small Lua chunk the sculptors tune each season.
use async_graphql::{EmptyMutation, EmptySubscription, Object, Result, Schema};
use async_graphql_axum::GraphQL;
use axum::{routing::post_service, Router};
use mlua::Lua;

// volume in cm^3, ambient in degrees C; returns hours until the piece loses detail
const MELT_MODEL: &str = r#"
local surface = 6 * volume ^ (2 / 3)
local rate = 0.0021 * math.max(ambient + 4, 0.5) * surface
return volume / (rate * 60)
"#;

// planners type dimensions the way the block yard quotes them, e.g. "100*50*25"
fn parse_volume(block_volume: &str) -> Option<f64> {
    let dims = block_volume
        .split(['*', 'x'])
        .map(|part| part.trim().parse::<f64>())
        .collect::<Result<Vec<f64>, _>>()
        .ok()?;
    if dims.is_empty() || dims.len() > 3 || dims.iter().any(|d| !d.is_finite() || *d <= 0.0) {
        return None;
    }
    Some(dims.iter().product())
}

fn melt_hours(block_volume: &str, ambient_c: f64) -> mlua::Result<f64> {
    let volume = parse_volume(block_volume)
        .ok_or_else(|| mlua::Error::RuntimeError("blockVolume must look like 100*50*25".into()))?;
    let lua = Lua::new();
    lua.globals().set("ambient", ambient_c)?;
    lua.globals().set("volume", volume)?;
    lua.load(MELT_MODEL).set_name("melt_model").eval::<f64>()
}

struct QueryRoot;

#[Object]
impl QueryRoot {
    /// Hours a carved block keeps its detail at the given ambient temperature.
    async fn estimate_melt_hours(&self, block_volume: String, ambient_c: f64) -> Result<f64> {
        if block_volume.len() > 64 {
            return Err("blockVolume is too long".into());
        }
        if !(-30.0..=40.0).contains(&ambient_c) {
            return Err("ambientC must be between -30 and 40".into());
        }
        let hours = melt_hours(&block_volume, ambient_c)
            .map_err(|e| async_graphql::Error::new(format!("could not evaluate melt model: {e}")))?;
        Ok((hours * 10.0).round() / 10.0)
    }
}

#[tokio::main]
async fn main() {
    let schema = Schema::build(QueryRoot, EmptyMutation, EmptySubscription).finish();
    let app = Router::new().route("/graphql", post_service(GraphQL::new(schema)));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8000").await.expect("bind");
    axum::serve(listener, app).await.expect("server");
}
