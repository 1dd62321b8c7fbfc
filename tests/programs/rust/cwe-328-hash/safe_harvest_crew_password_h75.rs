// An oyster farm harvest crew portal password reset program of the h75 set (cwe-328-hash).
use rusqlite::{params, Connection};
use std::fmt;

const MIN_LEN: usize = 12;
const MAX_TRIES: u32 = 3;

#[derive(Debug)]
enum ResetError {
    Usage,
    Prompt(std::io::Error),
    Policy(&'static str),
    Hash(String),
    UnknownUser(String),
    Db(rusqlite::Error),
    TooManyTries,
}

impl fmt::Display for ResetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResetError::Usage => write!(f, "usage: crew-passwd <username>"),
            ResetError::Prompt(e) => write!(f, "could not read password: {e}"),
            ResetError::Policy(why) => write!(f, "password rejected: {why}"),
            ResetError::Hash(e) => write!(f, "hashing failed: {e}"),
            ResetError::UnknownUser(u) => write!(f, "no crew account named {u}"),
            ResetError::Db(e) => write!(f, "database error: {e}"),
            ResetError::TooManyTries => write!(f, "giving up after {MAX_TRIES} attempts"),
        }
    }
}

impl From<rusqlite::Error> for ResetError {
    fn from(e: rusqlite::Error) -> Self { ResetError::Db(e) }
}

impl From<std::io::Error> for ResetError {
    fn from(e: std::io::Error) -> Self { ResetError::Prompt(e) }
}

fn check_policy(password: &str, username: &str) -> Result<(), ResetError> {
    if password.chars().count() < MIN_LEN {
        return Err(ResetError::Policy("too short"));
    }
    if password.to_lowercase().contains(&username.to_lowercase()) {
        return Err(ResetError::Policy("must not contain the username"));
    }
    Ok(())
}

fn hash_password(password: &str) -> Result<String, ResetError> {
    bcrypt::hash(password, bcrypt::DEFAULT_COST).map_err(|e| ResetError::Hash(e.to_string()))
}

fn read_new_password(username: &str) -> Result<String, ResetError> {
    for attempt in 1..=MAX_TRIES {
        let first = rpassword::prompt_password(format!("New password for {username}: "))?;
        if let Err(err) = check_policy(&first, username) {
            eprintln!("{err} (attempt {attempt}/{MAX_TRIES})");
            continue;
        }
        let second = rpassword::prompt_password("Repeat password: ")?;
        if first != second {
            eprintln!("passwords differ (attempt {attempt}/{MAX_TRIES})");
            continue;
        }
        return Ok(first);
    }
    Err(ResetError::TooManyTries)
}

fn run() -> Result<(), ResetError> {
    let username = std::env::args().nth(1).ok_or(ResetError::Usage)?;
    let db_path = std::env::var("CREW_DB").unwrap_or_else(|_| "/var/lib/oysterbeds/crew.sqlite".into());
    let conn = Connection::open(db_path)?;

    let exists: bool = conn.query_row(
        "SELECT EXISTS(SELECT 1 FROM crew_accounts WHERE username = ?1)",
        params![username],
        |row| row.get(0),
    )?;
    if !exists {
        return Err(ResetError::UnknownUser(username));
    }

    let password = read_new_password(&username)?;
    let hash = hash_password(&password)?;
    conn.execute(
        "UPDATE crew_accounts SET password_hash = ?1, must_change = 0, updated_at = CURRENT_TIMESTAMP WHERE username = ?2",
        params![hash, username],
    )?;
    println!("password updated for {username}");
    Ok(())
}

fn main() {
    if let Err(err) = run() {
        eprintln!("crew-passwd: {err}");
        std::process::exit(1);
    }
}
