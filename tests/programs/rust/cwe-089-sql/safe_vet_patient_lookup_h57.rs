// Veterinary clinic pet lookup: actix-web endpoint backed by a rusqlite repository.
use actix_web::{get, web, HttpResponse, Responder};
use rusqlite::{params, Connection};
use serde::{Deserialize, Serialize};
use std::sync::Mutex;

#[derive(Deserialize)]
pub struct PetSearchQuery {
    pub owner_surname: String,
}

#[derive(Serialize)]
pub struct PetRow {
    pub id: i64,
    pub name: String,
    pub species: String,
}

pub struct PetRepository {
    conn: Mutex<Connection>,
}

fn clean_term(input: &str) -> String {
    input.replace('%', "").replace('_', "").trim().to_string()
}

impl PetRepository {
    pub fn open(path: &str) -> rusqlite::Result<Self> {
        Ok(Self { conn: Mutex::new(Connection::open(path)?) })
    }

    pub fn by_owner(&self, surname: &str) -> rusqlite::Result<Vec<PetRow>> {
        let conn = self.conn.lock().unwrap();
        let pattern = format!("{}%", clean_term(surname));
        let sql = "SELECT p.id, p.name, p.species FROM pets p JOIN owners o ON o.id = p.owner_id \
                   WHERE o.surname LIKE ?1 ORDER BY p.name";
        let mut stmt = conn.prepare(sql)?;
        let rows = stmt.query_map(params![pattern], |r| {
            Ok(PetRow { id: r.get(0)?, name: r.get(1)?, species: r.get(2)? })
        })?;
        rows.collect()
    }
}

#[get("/clinic/pets")]
async fn search_pets(repo: web::Data<PetRepository>, q: web::Query<PetSearchQuery>) -> impl Responder {
    if q.owner_surname.len() < 2 {
        return HttpResponse::BadRequest().body("surname too short");
    }
    match repo.by_owner(&q.owner_surname) {
        Ok(pets) => HttpResponse::Ok().json(pets),
        Err(e) => HttpResponse::InternalServerError().body(e.to_string()),
    }
}

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(search_pets);
}
