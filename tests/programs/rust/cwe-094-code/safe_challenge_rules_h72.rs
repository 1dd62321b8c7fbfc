// A challenge rules program of the h72 set (cwe-094-code).
use std::collections::HashMap;
use std::sync::Arc;

use actix_web::{post, web, App, HttpResponse, HttpServer};
use anyhow::anyhow;
use mlua::Lua;
use serde::{Deserialize, Serialize};

#[derive(Deserialize)]
struct GameReport {
    machine: String,
    player: String,
    ramps: u32,
    jackpots: u32,
    multiballs: u32,
    challenge: String,
}

#[derive(Serialize)]
struct Award {
    player: String,
    machine: String,
    challenge: String,
    points: u32,
}

trait ChallengeRule: Send + Sync {
    fn award(&self, game: &GameReport) -> anyhow::Result<u32>;
}

struct Threshold {
    stat: fn(&GameReport) -> u32,
    min: u32,
    points: u32,
}

impl ChallengeRule for Threshold {
    fn award(&self, game: &GameReport) -> anyhow::Result<u32> {
        Ok(if (self.stat)(game) >= self.min { self.points } else { 0 })
    }
}

/// A rule written by the league committee in Lua, evaluated against the game stats.
struct ScriptRule {
    source: String,
}

impl ChallengeRule for ScriptRule {
    fn award(&self, game: &GameReport) -> anyhow::Result<u32> {
        let lua = Lua::new();
        let g = lua.globals();
        let stats = [("ramps", game.ramps), ("jackpots", game.jackpots), ("multiballs", game.multiballs)];
        for (name, value) in stats {
            g.set(name, value).map_err(|e| anyhow!(e.to_string()))?;
        }
        lua.load(self.source.as_str())
            .set_name("challenge")
            .eval::<u32>()
            .map_err(|e| anyhow!("rule failed: {e}"))
    }
}

struct RuleBook {
    rules: HashMap<String, Arc<dyn ChallengeRule>>,
}

impl RuleBook {
    fn committee_rules() -> Self {
        let mut rules: HashMap<String, Arc<dyn ChallengeRule>> = HashMap::new();
        rules.insert("ramp-streak".into(), Arc::new(Threshold { stat: |g| g.ramps, min: 25, points: 50 }));
        rules.insert("double-jackpot".into(), Arc::new(Threshold { stat: |g| g.jackpots, min: 2, points: 80 }));
        rules.insert(
            "multiball-madness".into(),
            Arc::new(ScriptRule { source: "return math.min(multiballs, 5) * 20 + (jackpots > 0 and 10 or 0)".into() }),
        );
        RuleBook { rules }
    }

    fn resolve(&self, challenge: &str) -> Result<Arc<dyn ChallengeRule>, String> {
        match self.rules.get(challenge) {
            Some(rule) => Ok(rule.clone()),
            None => Err(format!("unknown challenge {challenge:?}; ask the league committee to add it")),
        }
    }
}

#[post("/games")]
async fn submit_game(book: web::Data<RuleBook>, report: web::Json<GameReport>) -> HttpResponse {
    let rule = match book.resolve(&report.challenge) {
        Ok(rule) => rule,
        Err(msg) => return HttpResponse::UnprocessableEntity().body(msg),
    };
    match rule.award(&report) {
        Ok(points) => HttpResponse::Ok().json(Award {
            player: report.player.clone(),
            machine: report.machine.clone(),
            challenge: report.challenge.clone(),
            points,
        }),
        Err(e) => HttpResponse::BadRequest().body(e.to_string()),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let book = web::Data::new(RuleBook::committee_rules());
    HttpServer::new(move || App::new().app_data(book.clone()).service(submit_game))
        .bind(("0.0.0.0", 8075))?
        .run()
        .await
}
