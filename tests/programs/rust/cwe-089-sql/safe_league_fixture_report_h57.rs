// Sports league fixture report: admin endpoint, filter builder and tokio-postgres client.
use axum::{extract::State, http::StatusCode, Json};
use serde::Deserialize;
use std::sync::Arc;
use tokio_postgres::{types::ToSql, Client};

#[derive(Deserialize)]
pub struct FixtureFilter {
    pub season: i32,
    pub team: Option<String>,
    pub venue: Option<String>,
}

pub struct FixtureQueryBuilder<'a> {
    clauses: Vec<String>,
    params: Vec<&'a (dyn ToSql + Sync)>,
}

impl<'a> FixtureQueryBuilder<'a> {
    pub fn new(season: &'a i32) -> Self {
        Self { clauses: vec!["season = $1".to_string()], params: vec![season as &(dyn ToSql + Sync)] }
    }

    pub fn team(mut self, team: Option<&'a String>) -> Self {
        if let Some(t) = team {
            self.params.push(t);
            let n = self.params.len();
            self.clauses.push(format!("(home_team = ${0} OR away_team = ${0})", n));
        }
        self
    }

    pub fn venue(mut self, venue: Option<&'a String>) -> Self {
        if let Some(v) = venue {
            self.params.push(v);
            self.clauses.push(format!("venue = ${}", self.params.len()));
        }
        self
    }

    pub fn build(self) -> (String, Vec<&'a (dyn ToSql + Sync)>) {
        let cond = self.clauses.join(" AND ");
        (format!("SELECT round, home_team, away_team, kickoff FROM fixtures WHERE {} ORDER BY kickoff", cond), self.params)
    }
}

pub struct ReportService {
    db: Arc<Client>,
}

impl ReportService {
    pub fn new(db: Arc<Client>) -> Self { Self { db } }

    pub async fn fixtures_csv(&self, f: &FixtureFilter) -> Result<String, tokio_postgres::Error> {
        let (sql, params) = FixtureQueryBuilder::new(&f.season).team(f.team.as_ref()).venue(f.venue.as_ref()).build();
        let rows = self.db.query(sql.as_str(), &params).await?;
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
