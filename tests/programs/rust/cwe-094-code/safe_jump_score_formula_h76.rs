// A downtown trampoline park jump scoring program of the h76 set (cwe-094-code).
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use rhai::{Engine, Scope, AST};
use serde::{Deserialize, Serialize};

type Leaderboard = Arc<Mutex<HashMap<String, f64>>>;

struct ScoringEngine {
    engine: Engine,
    formulas: HashMap<String, AST>,
}

impl ScoringEngine {
    fn new(board: Leaderboard) -> anyhow::Result<Self> {
        let mut engine = Engine::new();
        engine.set_max_operations(50_000);
        engine.register_fn("award", move |jumper: &str, points: f64| {
            *board.lock().unwrap().entry(jumper.to_string()).or_insert(0.0) += points;
        });

        let mut formulas = HashMap::new();
        for (name, source) in [
            ("freestyle", "height * 2.0 + rotations * 3.5 - landing_penalty"),
            ("double_mini", "(height + rotations * 4.0) * 0.9 - landing_penalty * 2.0"),
            ("kids", "let p = height + rotations; if p > 10.0 { award(jumper, 5.0); } p"),
        ] {
            formulas.insert(name.to_string(), engine.compile(source)?);
        }
        Ok(Self { engine, formulas })
    }

    fn scope_for(jump: &JumpReport) -> Scope<'static> {
        let mut scope = Scope::new();
        scope.push("jumper", jump.jumper.clone());
        scope.push("height", jump.height_m);
        scope.push("rotations", jump.rotations as f64);
        scope.push("landing_penalty", jump.landing_penalty);
        scope
    }

    fn score(&self, jump: &JumpReport) -> anyhow::Result<f64> {
        let mut scope = Self::scope_for(jump);
        let name = jump.formula.as_deref().unwrap_or(&jump.category);
        let ast = self
            .formulas
            .get(name)
            .ok_or_else(|| anyhow::anyhow!("unknown formula"))?;
        let points = self.engine.eval_ast_with_scope::<f64>(&mut scope, ast)?;
        Ok(points)
    }
}

#[derive(Deserialize)]
struct JumpReport {
    jumper: String,
    category: String,
    height_m: f64,
    rotations: u32,
    landing_penalty: f64,
    /// Coaches may pick another registered judging formula for training sessions.
    formula: Option<String>,
}

#[derive(Serialize)]
struct ScoreReply {
    jumper: String,
    points: f64,
}

struct AppState {
    scoring: ScoringEngine,
    board: Leaderboard,
}

async fn judge(
    State(state): State<Arc<AppState>>,
    Json(jump): Json<JumpReport>,
) -> Result<Json<ScoreReply>, StatusCode> {
    let points = state.scoring.score(&jump).map_err(|_| StatusCode::UNPROCESSABLE_ENTITY)?;
    *state.board.lock().unwrap().entry(jump.jumper.clone()).or_insert(0.0) += points;
    Ok(Json(ScoreReply { jumper: jump.jumper, points }))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let board: Leaderboard = Arc::new(Mutex::new(HashMap::new()));
    let scoring = ScoringEngine::new(board.clone())?;
    let state = Arc::new(AppState { scoring, board });
    let app = Router::new().route("/jumps", post(judge)).with_state(state);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8060").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
