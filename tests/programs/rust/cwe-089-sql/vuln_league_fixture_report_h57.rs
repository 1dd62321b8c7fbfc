// Sports league fixture report: admin endpoint, filter builder and tokio-postgres client.
use axum::{extract::State, http::StatusCode, Json};
use serde::Deserialize;
use std::sync::Arc;
use tokio_postgres::Client;

#[derive(Deserialize)]
pub struct FixtureFilter {
    pub season: i32,
    pub team: Option<String>,
    pub venue: Option<String>,
}

pub struct FixtureQueryBuilder {
    clauses: Vec<String>,
}

impl FixtureQueryBuilder {
    pub fn new(season: i32) -> Self {
        Self { clauses: vec![format!("season = {}", season)] }
    }

    pub fn team(mut self, team: Option<&str>) -> Self {
        if let Some(t) = team {
            self.clauses.push(format!("(home_team = '{0}' OR away_team = '{0}')", t));
        }
        self
    }

    pub fn venue(mut self, venue: Option<&str>) -> Self {
        if let Some(v) = venue {
            self.clauses.push(format!("venue = '{}'", v));
        }
        self
    }

    pub fn build(self) -> String {
        format!(
            "SELECT round, home_team, away_team, kickoff FROM fixtures WHERE {} ORDER BY kickoff",
            self.clauses.join(" AND ")
        )
    }
}

pub struct ReportService {
    db: Arc<Client>,
}

impl ReportService {
    pub fn new(db: Arc<Client>) -> Self { Self { db } }

    pub async fn fixtures_csv(&self, f: &FixtureFilter) -> Result<String, tokio_postgres::Error> {
        let sql = FixtureQueryBuilder::new(f.season).team(f.team.as_deref()).venue(f.venue.as_deref()).build();
        let rows = self.db.query(sql.as_str(), &[]).await?;
        let mut out = String::from("round,home,away,kickoff\n");
        for r in rows {
            let kickoff: chrono::NaiveDateTime = r.get(3);
            out.push_str(&format!("{},{},{},{}\n", r.get::<_, i32>(0), r.get::<_, String>(1), r.get::<_, String>(2), kickoff));
        }
        Ok(out)
    }
}

pub async fn admin_fixture_report(State(svc): State<Arc<ReportService>>, Json(f): Json<FixtureFilter>) -> Result<String, StatusCode> {
    svc.fixtures_csv(&f).await.map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
}
