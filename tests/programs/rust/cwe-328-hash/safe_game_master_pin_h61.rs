// A game master pin program of the h61 set (cwe-328-hash).
// Escape rooms: game masters unlock the room control panel (hints, door
// releases, timer) with a personal PIN. This tool enrols and checks PINs in
// the venue's SQLite database.
use argon2::password_hash::{rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use clap::{Parser, Subcommand};
use rusqlite::{params, Connection, OptionalExtension};

#[derive(Parser)]
#[command(name = "gm-pin")]
struct Cli {
    #[arg(long, default_value = "/var/lib/escape/venue.db")]
    db: String,
    #[command(subcommand)]
    action: Action,
}

#[derive(Subcommand)]
enum Action {
    /// Set the PIN for a game master (read from the terminal)
    Enrol { staff_id: String },
    /// Check a PIN, as the control panel does
    Check { staff_id: String },
}

trait PinHasher {
    fn hash(&self, pin: &str) -> anyhow::Result<String>;
    fn verify(&self, pin: &str, stored: &str) -> bool;
}

struct StaffPinHasher;

impl PinHasher for StaffPinHasher {
    fn hash(&self, pin: &str) -> anyhow::Result<String> {
        let salt = SaltString::generate(&mut OsRng);
        let hash = Argon2::default().hash_password(pin.as_bytes(), &salt).map_err(|e| anyhow::anyhow!("{e}"))?;
        Ok(hash.to_string())
    }

    fn verify(&self, pin: &str, stored: &str) -> bool {
        PasswordHash::new(stored)
            .map(|parsed| Argon2::default().verify_password(pin.as_bytes(), &parsed).is_ok())
            .unwrap_or(false)
    }
}

struct GameMasterRepository {
    conn: Connection,
}

impl GameMasterRepository {
    fn store_pin_hash(&self, staff_id: &str, hash: &str) -> rusqlite::Result<usize> {
        self.conn.execute("UPDATE game_masters SET pin_hash = ?1 WHERE staff_id = ?2", params![hash, staff_id])
    }

    fn pin_hash(&self, staff_id: &str) -> rusqlite::Result<Option<String>> {
        self.conn
            .query_row("SELECT pin_hash FROM game_masters WHERE staff_id = ?1", params![staff_id], |r| r.get(0))
            .optional()
    }
}

struct PinPolicy;

impl PinPolicy {
    fn check(&self, pin: &str) -> anyhow::Result<()> {
        anyhow::ensure!(pin.len() >= 6 && pin.len() <= 12, "PIN must be 6-12 digits");
        anyhow::ensure!(pin.chars().all(|c| c.is_ascii_digit()), "PIN must be digits only");
        Ok(())
    }
}

fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    let repo = GameMasterRepository { conn: Connection::open(&cli.db)? };
    let hasher = StaffPinHasher;
    match cli.action {
        Action::Enrol { staff_id } => {
            let pin = rpassword::prompt_password("New PIN: ")?;
            PinPolicy.check(&pin)?;
            let updated = repo.store_pin_hash(&staff_id, &hasher.hash(&pin)?)?;
            anyhow::ensure!(updated == 1, "no game master {staff_id}");
            println!("PIN set for {staff_id}");
        }
        Action::Check { staff_id } => {
            let pin = rpassword::prompt_password("PIN: ")?;
            let ok = repo.pin_hash(&staff_id)?.map(|h| hasher.verify(&pin, &h)).unwrap_or(false);
            println!("{}", if ok { "unlocked" } else { "denied" });
            std::process::exit(if ok { 0 } else { 1 });
        }
    }
    Ok(())
}
