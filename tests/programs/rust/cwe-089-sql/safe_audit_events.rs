// Poem handler returning audit events for an actor from Postgres using sea-orm raw statements.
use poem::{handler, web::{Data, Json, Query}, Result};
use sea_orm::{ConnectionTrait, DatabaseConnection, DbBackend, Statement, Value};
use serde::{Deserialize, Serialize};

#[derive(Deserialize)]
pub struct EventFilter {
    actor: String,
    action: Option<String>,
}

#[derive(Serialize)]
pub struct AuditEvent {
    id: i64,
    actor: String,
    action: String,
}

struct EventQuery {
    clauses: Vec<String>,
    values: Vec<Value>,
}

impl EventQuery {
    fn from_filter(f: &EventFilter) -> Self {
        let mut q = EventQuery { clauses: Vec::new(), values: Vec::new() };
        q.push("actor", f.actor.clone());
        if let Some(action) = &f.action {
            q.push("action", action.clone());
        }
        q
    }

    fn push(&mut self, column: &'static str, value: String) {
        self.values.push(value.into());
        self.clauses.push(format!("{} = ${}", column, self.values.len()));
    }

    fn to_sql(&self) -> String {
        format!(
            "SELECT id, actor, action FROM audit_events WHERE {} ORDER BY id DESC LIMIT 200",
            self.clauses.join(" AND ")
        )
    }
}

#[handler]
pub async fn list_events(
    Query(filter): Query<EventFilter>,
    Data(db): Data<&DatabaseConnection>,
) -> Result<Json<Vec<AuditEvent>>> {
    let query = EventQuery::from_filter(&filter);
    let stmt = Statement::from_sql_and_values(DbBackend::Postgres, query.to_sql(), query.values.clone());
    let rows = db.query_all(stmt).await.map_err(poem::error::InternalServerError)?;
    let mut events = Vec::with_capacity(rows.len());
    for row in rows {
        events.push(AuditEvent {
            id: row.try_get("", "id").map_err(poem::error::InternalServerError)?,
            actor: row.try_get("", "actor").map_err(poem::error::InternalServerError)?,
            action: row.try_get("", "action").map_err(poem::error::InternalServerError)?,
        });
    }
    Ok(Json(events))
}
