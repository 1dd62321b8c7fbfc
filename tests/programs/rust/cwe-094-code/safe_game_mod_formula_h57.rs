// Game tournament server: computes match scores with scripted scoring rules.
use axum::{extract::State, http::StatusCode, Json};
use rhai::{Engine, Scope};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::Arc;

#[derive(Deserialize)]
pub struct ScoreRequest {
    pub player_id: i64,
    pub kills: i64,
    pub assists: i64,
    pub deaths: i64,
    pub formula: String,
}

#[derive(Serialize)]
pub struct ScoreResponse {
    pub player_id: i64,
    pub score: i64,
}

pub trait WalletClient: Send + Sync {
    fn credit(&self, player_id: i64, coins: i64);
}

pub struct ScoringEngine {
    engine: Engine,
    formulas: HashMap<&'static str, &'static str>,
}

impl ScoringEngine {
    pub fn new(wallet: Arc<dyn WalletClient>) -> Self {
        let mut engine = Engine::new();
        engine.set_max_operations(50_000);
        engine.register_fn("grant_coins", move |player: i64, coins: i64| wallet.credit(player, coins));
        let formulas = HashMap::from([
            ("classic", "kills * 100 + assists * 50 - deaths * 25"),
            ("support", "assists * 120 + kills * 40"),
            ("survival", "if deaths == 0 { kills * 150 } else { kills * 100 / deaths }"),
        ]);
        Self { engine, formulas }
    }

    pub fn score(&self, req: &ScoreRequest) -> Result<i64, String> {
        let mut scope = Scope::new();
        scope.push("player", req.player_id);
        scope.push("kills", req.kills);
        scope.push("assists", req.assists);
        scope.push("deaths", req.deaths);
        let Some(script) = self.formulas.get(req.formula.trim()) else {
            return Err("unknown formula".into());
        };
        self.engine.eval_with_scope::<i64>(&mut scope, script).map_err(|e| e.to_string())
    }
}

pub async fn submit_score(
    State(scoring): State<Arc<ScoringEngine>>,
    Json(req): Json<ScoreRequest>,
) -> Result<Json<ScoreResponse>, (StatusCode, String)> {
    let score = scoring.score(&req).map_err(|e| (StatusCode::UNPROCESSABLE_ENTITY, e))?;
    Ok(Json(ScoreResponse { player_id: req.player_id, score }))
}
