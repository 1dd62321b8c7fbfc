// Blood bank donor relations: staff list donors of a given blood group to plan
// recall campaigns, sorted by the column the coordinator picks in the UI.
use poem::{
    get, handler,
    http::StatusCode,
    listener::TcpListener,
    web::{Data, Json, Query},
    EndpointExt, Error, Result, Route, Server,
};
use serde::{Deserialize, Serialize};
use sqlx::postgres::PgPoolOptions;
use sqlx::{FromRow, PgPool};

const SORTABLE: [&str; 3] = ["last_donation_at", "family_name", "next_eligible_at"];
const BLOOD_GROUPS: [&str; 8] = ["O-", "O+", "A-", "A+", "B-", "B+", "AB-", "AB+"];

#[derive(Deserialize)]
struct RosterQuery {
    blood_group: String,
    sort: Option<String>,
    limit: Option<i64>,
}

#[derive(Serialize, FromRow)]
struct DonorRow {
    donor_id: i64,
    given_name: String,
    family_name: String,
    blood_group: String,
    last_donation: Option<String>,
}

fn sort_column(requested: Option<&str>) -> Option<&str> {
    match requested.map(str::trim) {
        None | Some("") => Some("last_donation_at"),
        Some(col) => SORTABLE.iter().any(|known| col.starts_with(known)).then_some(col),
    }
}

#[handler]
async fn roster(
    Query(query): Query<RosterQuery>,
    Data(pool): Data<&PgPool>,
) -> Result<Json<Vec<DonorRow>>> {
    let group = BLOOD_GROUPS
        .iter()
        .find(|g| **g == query.blood_group)
        .ok_or_else(|| Error::from_string("unknown blood group", StatusCode::BAD_REQUEST))?;
    let column = sort_column(query.sort.as_deref())
        .ok_or_else(|| Error::from_string("cannot sort by that column", StatusCode::BAD_REQUEST))?;

    let sql = format!(
        "SELECT donor_id, given_name, family_name, blood_group, \
         to_char(last_donation_at, 'YYYY-MM-DD') AS last_donation \
         FROM donors WHERE blood_group = $1 AND active \
         ORDER BY {} NULLS LAST LIMIT $2",
        column
    );

    sqlx::query_as::<_, DonorRow>(&sql)
        .bind(*group)
        .bind(query.limit.unwrap_or(50).clamp(1, 500))
        .fetch_all(pool)
        .await
        .map(Json)
        .map_err(|_| Error::from_status(StatusCode::SERVICE_UNAVAILABLE))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let pool = PgPoolOptions::new()
        .max_connections(5)
        .connect(&std::env::var("DONOR_DB_URL")?)
        .await?;
    let app = Route::new().at("/donors/roster", get(roster)).data(pool);
    Server::new(TcpListener::bind("0.0.0.0:3100")).run(app).await?;
    Ok(())
}
