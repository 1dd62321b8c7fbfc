// Support-desk lookup of customer accounts by e-mail, backed by a local SQLite file (actix-web + rusqlite).
use actix_web::{post, web, HttpResponse};
use rusqlite::{params, Connection, OptionalExtension};
use serde::{Deserialize, Serialize};
use std::sync::Mutex;

#[derive(Deserialize)]
pub struct LookupForm {
    email: String,
    include_closed: Option<bool>,
}

#[derive(Serialize)]
struct Account {
    id: i64,
    name: String,
    plan: String,
}

struct AccountQuery {
    email: String,
    include_closed: bool,
}

impl AccountQuery {
    fn from_form(form: &LookupForm) -> Self {
        AccountQuery {
            email: form.email.trim().to_lowercase(),
            include_closed: form.include_closed.unwrap_or(false),
        }
    }

    fn run(&self, conn: &Connection) -> rusqlite::Result<Option<Account>> {
        let status_clause = if self.include_closed { "" } else { " AND status != 'closed'" };
        let sql = format!(
            "SELECT id, name, plan FROM accounts WHERE email = ?1{}",
            status_clause
        );
        conn.query_row(&sql, params![self.email], |r| {
            Ok(Account { id: r.get(0)?, name: r.get(1)?, plan: r.get(2)? })
        })
        .optional()
    }
}

#[post("/support/accounts/lookup")]
async fn lookup(db: web::Data<Mutex<Connection>>, form: web::Form<LookupForm>) -> HttpResponse {
    let query = AccountQuery::from_form(&form);
    if !query.email.contains('@') {
        return HttpResponse::BadRequest().body("email required");
    }
    let conn = db.lock().unwrap();
    match query.run(&conn) {
        Ok(Some(account)) => HttpResponse::Ok().json(account),
        Ok(None) => HttpResponse::NotFound().finish(),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}
