// Rocket route listing an amateur esports league team roster from SQLite, sortable by a chosen column.
use rocket::serde::json::Json;
use rocket::{get, http::Status, State};
use rusqlite::{params, Connection};
use serde::Serialize;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

pub struct LeagueDb(pub Mutex<Connection>);

#[derive(Serialize)]
pub struct Player {
    handle: String,
    role: String,
    rating: i64,
}

fn sortable() -> &'static HashMap<&'static str, &'static str> {
    static COLS: OnceLock<HashMap<&'static str, &'static str>> = OnceLock::new();
    COLS.get_or_init(|| {
        HashMap::from([("handle", "handle"), ("role", "role"), ("rating", "rating"), ("joined", "joined_at")])
    })
}

fn sort_clause(sort: Option<&str>, desc: bool) -> Result<String, Status> {
    let col = sortable().get(sort.unwrap_or("rating")).ok_or(Status::BadRequest)?;
    Ok(format!("ORDER BY {} {}", col, if desc { "DESC" } else { "ASC" }))
}

#[get("/teams/<team_id>/roster?<sort>&<desc>")]
pub fn roster(
    db: &State<LeagueDb>,
    team_id: i64,
    sort: Option<&str>,
    desc: Option<bool>,
) -> Result<Json<Vec<Player>>, Status> {
    let order = sort_clause(sort, desc.unwrap_or(true))?;
    let sql = format!(
        "SELECT handle, role, rating FROM players WHERE team_id = ?1 {}",
        order
    );

    let conn = db.0.lock().map_err(|_| Status::InternalServerError)?;
    let mut stmt = conn.prepare(&sql).map_err(|_| Status::BadRequest)?;
    let players = stmt
        .query_map(params![team_id], |row| {
            Ok(Player { handle: row.get(0)?, role: row.get(1)?, rating: row.get(2)? })
        })
        .map_err(|_| Status::InternalServerError)?
        .filter_map(Result::ok)
        .collect();
    Ok(Json(players))
}
