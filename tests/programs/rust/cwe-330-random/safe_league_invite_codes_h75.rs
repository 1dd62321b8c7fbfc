// A curling club league invite code generator program of the h75 set (cwe-330-random).
use rand::{rngs::OsRng, rngs::StdRng, Rng, SeedableRng};
use rusqlite::{params, Connection, ErrorCode};

const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const CODE_LEN: usize = 10;
const MAX_COLLISIONS: u32 = 5;

#[derive(Debug, thiserror::Error)]
enum InviteError {
    #[error("usage: invites <league> <count>")]
    Usage,
    #[error("count must be between 1 and 200")]
    Count,
    #[error("system clock is before 1970")]
    Clock,
    #[error("could not seed the code generator")]
    Entropy,
    #[error("too many code collisions in a row")]
    Collisions,
    #[error("database: {0}")]
    Db(#[from] rusqlite::Error),
}

fn code_rng() -> Result<StdRng, InviteError> {
    StdRng::from_rng(OsRng).map_err(|_| InviteError::Entropy)
}

fn new_code(rng: &mut StdRng) -> String {
    (0..CODE_LEN)
        .map(|_| ALPHABET[rng.gen_range(0..ALPHABET.len())] as char)
        .collect()
}

fn insert_invite(conn: &Connection, rng: &mut StdRng, league: &str) -> Result<String, InviteError> {
    for _ in 0..MAX_COLLISIONS {
        let code = new_code(rng);
        let result = conn.execute(
            "INSERT INTO league_invites (code, league, expires_at) VALUES (?1, ?2, datetime('now', '+14 days'))",
            params![code, league],
        );
        match result {
            Ok(_) => return Ok(code),
            Err(rusqlite::Error::SqliteFailure(err, _)) if err.code == ErrorCode::ConstraintViolation => {
                eprintln!("invite code collision, drawing another");
                continue;
            }
            Err(other) => return Err(other.into()),
        }
    }
    Err(InviteError::Collisions)
}

fn run() -> Result<(), InviteError> {
    let mut args = std::env::args().skip(1);
    let league = args.next().ok_or(InviteError::Usage)?;
    let count: u32 = args
        .next()
        .ok_or(InviteError::Usage)?
        .parse()
        .map_err(|_| InviteError::Count)?;
    if !(1..=200).contains(&count) {
        return Err(InviteError::Count);
    }

    let mut conn = Connection::open(std::env::var("CLUB_DB").unwrap_or_else(|_| "club.sqlite".into()))?;
    let tx = conn.transaction()?;
    let mut rng = code_rng()?;
    let mut codes = Vec::with_capacity(count as usize);
    for _ in 0..count {
        codes.push(insert_invite(&tx, &mut rng, &league)?);
    }
    tx.commit()?;

    for code in codes {
        println!("{league}\t{code}");
    }
    Ok(())
}

fn main() {
    if let Err(err) = run() {
        eprintln!("invites: {err}");
        std::process::exit(1);
    }
}
