// An archery round scoring program of the h62 set (cwe-094-code).
// Archery range scoreboard: the tablet at each shooting line posts an end's
// arrows and the bonus rule chosen for the evening's league night.
use mlua::Lua;
use once_cell::sync::Lazy;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use tide::{Body, Request, Response, StatusCode};

static BONUS_RULES: Lazy<HashMap<&'static str, &'static str>> = Lazy::new(|| {
    HashMap::from([
        ("none", "return 0"),
        (
            "x_count",
            "local n = 0 for _, a in ipairs(arrows) do if a == 11 then n = n + 1 end end return n",
        ),
        (
            "all_gold",
            "for _, a in ipairs(arrows) do if a < 9 then return 0 end end return 5",
        ),
    ])
});

#[derive(Deserialize)]
struct EndSubmission {
    archer: String,
    arrows: Vec<u8>,
    bonus_rule: String,
}

#[derive(Serialize)]
struct EndScore {
    archer: String,
    base: u32,
    bonus: f64,
}

fn rule_chunk(rule: &str) -> Result<String, &'static str> {
    Ok(BONUS_RULES
        .get(rule)
        .map(|c| c.to_string())
        .unwrap_or_else(|| format!("return {}", rule)))
}

fn bonus_points(arrows: &[u8], chunk: &str) -> mlua::Result<f64> {
    let lua = Lua::new();
    let seq = lua.create_sequence_from(arrows.iter().copied())?;
    lua.globals().set("arrows", seq)?;
    lua.load(chunk).set_name("bonus_rule").eval::<f64>()
}

fn score_end(sub: EndSubmission) -> Result<EndScore, &'static str> {
    if sub.arrows.is_empty() || sub.arrows.len() > 6 || sub.arrows.iter().any(|a| *a > 11) {
        return Err("an end has one to six arrows scored 0-11");
    }
    let chunk = rule_chunk(sub.bonus_rule.trim())?;
    let bonus = bonus_points(&sub.arrows, &chunk).map_err(|_| "bonus rule failed")?;
    let base = sub.arrows.iter().map(|a| (*a).min(10) as u32).sum();
    Ok(EndScore { archer: sub.archer, base, bonus })
}

async fn post_end(mut req: Request<()>) -> tide::Result {
    let sub: EndSubmission = req.body_json().await?;
    Ok(match score_end(sub) {
        Ok(score) => Response::builder(StatusCode::Ok).body(Body::from_json(&score)?).build(),
        Err(msg) => Response::builder(StatusCode::UnprocessableEntity).body(msg).build(),
    })
}

#[async_std::main]
async fn main() -> tide::Result<()> {
    let mut app = tide::new();
    app.at("/ends").post(post_end);
    app.listen("0.0.0.0:8086").await?;
    Ok(())
}
