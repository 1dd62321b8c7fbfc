// Axum HR search API that filters active employees by optional department, location and title.
use axum::{extract::{Query, State}, http::StatusCode, routing::get, Json, Router};
use serde::Serialize;
use std::collections::HashMap;
use std::sync::Arc;
use tokio_postgres::Client;

const FILTERABLE: &[(&str, &str)] = &[
    ("department", "e.department"),
    ("location", "e.office_location"),
    ("title", "e.job_title"),
];

#[derive(Serialize)]
struct Employee {
    id: i32,
    name: String,
    department: String,
    job_title: String,
}

async fn search(
    State(db): State<Arc<Client>>,
    Query(params): Query<HashMap<String, String>>,
) -> Result<Json<Vec<Employee>>, StatusCode> {
    let mut clauses: Vec<String> = Vec::new();
    for (key, column) in FILTERABLE {
        if let Some(value) = params.get(*key) {
            clauses.push(format!("{} = '{}'", column, value));
        }
    }

    let mut sql = String::from(
        "SELECT e.id, e.name, e.department, e.job_title FROM employees e WHERE e.active",
    );
    for clause in &clauses {
        sql.push_str(" AND ");
        sql.push_str(clause);
    }
    sql.push_str(" ORDER BY e.name LIMIT 200");

    let rows = db
        .query(sql.as_str(), &[])
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    let people = rows
        .iter()
        .map(|r| Employee {
            id: r.get(0),
            name: r.get(1),
            department: r.get(2),
            job_title: r.get(3),
        })
        .collect();
    Ok(Json(people))
}

pub fn router(db: Arc<Client>) -> Router {
    Router::new().route("/hr/employees", get(search)).with_state(db)
}
