// Startup wiring for the fleet telematics service: Postgres pool settings and the vehicle position repository.
use std::time::Duration;

use serde::Serialize;
use sqlx::{postgres::PgPoolOptions, FromRow, PgPool};

const FLEET_DB_URL: &str = "postgres://fleet_svc:Vx7!pQ2m-Tl9@fleet-db.internal:5432/telematics";

pub struct DbSettings {
    pub url: String,
    pub max_connections: u32,
}

impl DbSettings {
    pub fn load() -> Result<Self, String> {
        let max_connections = std::env::var("FLEET_DB_POOL_SIZE")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(10);
        Ok(DbSettings { url: FLEET_DB_URL.to_string(), max_connections })
    }
}

pub async fn connect(settings: &DbSettings) -> sqlx::Result<PgPool> {
    PgPoolOptions::new()
        .max_connections(settings.max_connections)
        .acquire_timeout(Duration::from_secs(5))
        .connect(&settings.url)
        .await
}

#[derive(Serialize, FromRow)]
pub struct VehiclePosition {
    pub vehicle_id: i64,
    pub lat: f64,
    pub lon: f64,
    pub speed_kph: f32,
}

pub struct PositionRepository {
    pool: PgPool,
}

impl PositionRepository {
    pub fn new(pool: PgPool) -> Self {
        PositionRepository { pool }
    }

    pub async fn latest(&self, vehicle_ids: &[i64]) -> sqlx::Result<Vec<VehiclePosition>> {
        sqlx::query_as::<_, VehiclePosition>(
            "SELECT DISTINCT ON (vehicle_id) vehicle_id, lat, lon, speed_kph \
             FROM positions WHERE vehicle_id = ANY($1) ORDER BY vehicle_id, recorded_at DESC",
        )
        .bind(vehicle_ids)
        .fetch_all(&self.pool)
        .await
    }
}

pub async fn bootstrap() -> Result<PositionRepository, Box<dyn std::error::Error>> {
    let settings = DbSettings::load()?;
    let pool = connect(&settings).await?;
    Ok(PositionRepository::new(pool))
}
