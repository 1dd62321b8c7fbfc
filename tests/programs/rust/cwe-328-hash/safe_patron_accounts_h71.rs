// A patron accounts program of the h71 set (cwe-328-hash).
use std::collections::BTreeMap;
use std::fs;
use std::path::PathBuf;

use clap::{Parser, Subcommand};
use argon2::password_hash::{rand_core::OsRng, PasswordHasher, SaltString};
use argon2::Argon2;
use serde::{Deserialize, Serialize};

#[derive(Parser)]
#[command(name = "bindery-admin", about = "Manage portal patrons")]
struct Cli {
    #[arg(long, default_value = "/var/lib/bindery/patrons.json")]
    store: PathBuf,
    #[command(subcommand)]
    cmd: Command,
}

#[derive(Subcommand)]
enum Command {
    Enrol { email: String, password: String },
    List,
}

#[derive(Serialize, Deserialize, Default)]
struct PatronStore {
    patrons: BTreeMap<String, String>,
}

#[derive(Debug, thiserror::Error)]
enum AccountError {
    #[error("email address looks wrong: {0}")]
    BadEmail(String),
    #[error("password must be at least 12 characters")]
    ShortPassword,
    #[error("patron {0} is already enrolled")]
    Duplicate(String),
    #[error("could not hash password")]
    Hashing,
    #[error(transparent)]
    Io(#[from] std::io::Error),
    #[error(transparent)]
    Json(#[from] serde_json::Error),
}

fn load(path: &PathBuf) -> Result<PatronStore, AccountError> {
    match fs::read_to_string(path) {
        Ok(text) => Ok(serde_json::from_str(&text)?),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(PatronStore::default()),
        Err(e) => Err(e.into()),
    }
}

fn check_email(email: &str) -> Result<String, AccountError> {
    let email = email.trim().to_lowercase();
    match email.split_once('@') {
        Some((local, domain)) if !local.is_empty() && domain.contains('.') => Ok(email),
        _ => Err(AccountError::BadEmail(email)),
    }
}

fn hash_password(password: &str) -> Result<String, AccountError> {
    if password.chars().count() < 12 {
        return Err(AccountError::ShortPassword);
    }
    let salt = SaltString::generate(&mut OsRng);
    let phc = Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map_err(|_| AccountError::Hashing)?;
    Ok(phc.to_string())
}

fn run(cli: Cli) -> Result<(), AccountError> {
    let mut store = load(&cli.store)?;
    match cli.cmd {
        Command::Enrol { email, password } => {
            let email = check_email(&email)?;
            if store.patrons.contains_key(&email) {
                return Err(AccountError::Duplicate(email));
            }
            let hashed = hash_password(&password)?;
            store.patrons.insert(email.clone(), hashed);
            fs::write(&cli.store, serde_json::to_string_pretty(&store)?)?;
            println!("enrolled {email}");
        }
        Command::List => {
            for email in store.patrons.keys() {
                println!("{email}");
            }
        }
    }
    Ok(())
}

fn main() {
    if let Err(e) = run(Cli::parse()) {
        eprintln!("bindery-admin: {e}");
        std::process::exit(1);
    }
}
