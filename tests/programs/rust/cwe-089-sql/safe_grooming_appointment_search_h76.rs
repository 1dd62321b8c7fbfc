// A dog groomer appointment search program of the h76 set (cwe-089-sql).
use axum::{
    extract::{Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use sqlx::{postgres::PgPoolOptions, FromRow, PgPool, Postgres, QueryBuilder};

#[derive(Serialize, FromRow)]
struct Appointment {
    id: i64,
    dog_name: String,
    breed: String,
    groomer: String,
    starts_on: NaiveDate,
}

#[derive(Default)]
struct AppointmentFilter {
    breed: Option<String>,
    groomer: Option<String>,
    from: Option<NaiveDate>,
    limit: i64,
}

impl AppointmentFilter {
    fn new() -> Self {
        Self { limit: 50, ..Self::default() }
    }

    fn breed(mut self, breed: Option<String>) -> Self {
        self.breed = breed.filter(|b| !b.is_empty());
        self
    }

    fn groomer(mut self, groomer: Option<String>) -> Self {
        self.groomer = groomer.filter(|g| !g.is_empty());
        self
    }

    fn starting(mut self, from: Option<NaiveDate>) -> Self {
        self.from = from;
        self
    }

    fn apply(&self, qb: &mut QueryBuilder<'_, Postgres>) {
        if let Some(breed) = &self.breed {
            qb.push(" AND a.breed = ").push_bind(breed.clone());
        }
        if let Some(groomer) = &self.groomer {
            qb.push(" AND g.display_name = ").push_bind(groomer.clone());
        }
        if let Some(from) = self.from {
            qb.push(" AND a.starts_on >= ").push_bind(from);
        }
        qb.push(" ORDER BY a.starts_on LIMIT ").push_bind(self.limit);
    }
}

struct AppointmentRepo {
    pool: PgPool,
}

impl AppointmentRepo {
    async fn search(&self, filter: &AppointmentFilter) -> sqlx::Result<Vec<Appointment>> {
        let mut qb = QueryBuilder::<Postgres>::new(
            "SELECT a.id, a.dog_name, a.breed, g.display_name AS groomer, a.starts_on \
             FROM appointments a JOIN groomers g ON g.id = a.groomer_id WHERE TRUE",
        );
        filter.apply(&mut qb);
        qb.build_query_as::<Appointment>().fetch_all(&self.pool).await
    }
}

#[derive(Deserialize)]
struct SearchParams {
    breed: Option<String>,
    groomer: Option<String>,
    from: Option<NaiveDate>,
}

async fn search(
    State(repo): State<std::sync::Arc<AppointmentRepo>>,
    Query(params): Query<SearchParams>,
) -> Result<Json<Vec<Appointment>>, StatusCode> {
    let filter = AppointmentFilter::new()
        .breed(params.breed)
        .groomer(params.groomer)
        .starting(params.from);
    repo.search(&filter)
        .await
        .map(Json)
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let pool = PgPoolOptions::new()
        .max_connections(5)
        .connect(&std::env::var("DATABASE_URL")?)
        .await?;
    let repo = std::sync::Arc::new(AppointmentRepo { pool });
    let app = Router::new()
        .route("/appointments", get(search))
        .with_state(repo);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
