// Stores and checks the PINs employees use at payroll time-clock kiosks to view their payslips.
use argon2::password_hash::{rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use sqlx::SqlitePool;

pub struct PinStore {
    pool: SqlitePool,
}

fn digest_pin(pin: &str) -> anyhow::Result<String> {
    let salt = SaltString::generate(&mut OsRng);
    let phc = Argon2::default()
        .hash_password(pin.as_bytes(), &salt)
        .map_err(|e| anyhow::anyhow!("argon2: {e}"))?;
    Ok(phc.to_string())
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
        let hash = digest_pin(pin)?;
        sqlx::query("UPDATE employees SET pin_hash = ?1 WHERE id = ?2")
            .bind(&hash)
            .bind(employee_id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn check_pin(&self, employee_id: i64, pin: &str) -> anyhow::Result<bool> {
        let row: Option<(String,)> = sqlx::query_as("SELECT pin_hash FROM employees WHERE id = ?1")
            .bind(employee_id)
            .fetch_optional(&self.pool)
            .await?;
        let Some((stored,)) = row else {
            return Ok(false);
        };
        let Ok(parsed) = PasswordHash::new(&stored) else {
            return Ok(false);
        };
        Ok(Argon2::default().verify_password(pin.as_bytes(), &parsed).is_ok())
    }
}
