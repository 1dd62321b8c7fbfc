// Stores and checks the PINs employees use at payroll time-clock kiosks to view their payslips.
use rand::{distributions::Alphanumeric, Rng};
use sqlx::SqlitePool;

pub struct PinStore {
    pool: SqlitePool,
}

fn digest_pin(salt: &str, pin: &str) -> String {
    let material = format!("{}:{}", salt, pin);
    format!("{:x}", md5::compute(material.as_bytes()))
}

fn pin_shape_ok(pin: &str) -> bool {
    (4..=8).contains(&pin.len()) && pin.chars().all(|c| c.is_ascii_digit())
}

impl PinStore {
    pub fn new(pool: SqlitePool) -> Self {
        Self { pool }
    }

    pub async fn set_pin(&self, employee_id: i64, pin: &str) -> anyhow::Result<()> {
        if !pin_shape_ok(pin) {
            anyhow::bail!("PIN must be 4-8 digits");
        }
        let salt: String = rand::thread_rng().sample_iter(&Alphanumeric).take(16).map(char::from).collect();
        let hash = digest_pin(&salt, pin);
        sqlx::query("UPDATE employees SET pin_salt = ?1, pin_hash = ?2 WHERE id = ?3")
            .bind(&salt)
            .bind(&hash)
            .bind(employee_id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn check_pin(&self, employee_id: i64, pin: &str) -> anyhow::Result<bool> {
        let row: Option<(String, String)> =
            sqlx::query_as("SELECT pin_salt, pin_hash FROM employees WHERE id = ?1")
                .bind(employee_id)
                .fetch_optional(&self.pool)
                .await?;
        let Some((salt, stored)) = row else {
            return Ok(false);
        };
        let candidate = digest_pin(&salt, pin);
        Ok(constant_time_eq::constant_time_eq(candidate.as_bytes(), stored.as_bytes()))
    }
}
