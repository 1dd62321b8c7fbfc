// A voucher codes program of the h71 set (cwe-330-random).
use std::collections::HashSet;
use std::fs::{self, OpenOptions};
use std::io::Write;
use std::path::PathBuf;

use clap::{Parser, Subcommand};
use rand::{rngs::OsRng, Rng};

const ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";

#[derive(Parser)]
#[command(name = "edgeworks-vouchers")]
struct Cli {
    #[arg(long, default_value = "/var/lib/edgeworks/vouchers.csv")]
    ledger: PathBuf,
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Issue a batch of new voucher codes
    Issue {
        #[arg(long, default_value_t = 20)]
        count: usize,
        #[arg(long)]
        value_gbp: u16,
    },
}

#[derive(Debug, thiserror::Error)]
enum VoucherError {
    #[error("voucher value must be between 5 and 200 pounds")]
    Value,
    #[error("could not find {0} unused codes")]
    Exhausted(usize),
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

fn existing_codes(ledger: &PathBuf) -> Result<HashSet<String>, VoucherError> {
    match fs::read_to_string(ledger) {
        Ok(text) => Ok(text
            .lines()
            .filter_map(|l| l.split(',').next())
            .map(str::to_owned)
            .collect()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(HashSet::new()),
        Err(e) => Err(e.into()),
    }
}

fn draw_code<R: Rng>(rng: &mut R) -> String {
    let raw: Vec<char> = (0..12)
        .map(|_| ALPHABET[rng.gen_range(0..ALPHABET.len())] as char)
        .collect();
    raw.chunks(4)
        .map(|c| c.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("-")
}

fn issue(ledger: &PathBuf, count: usize, value_gbp: u16) -> Result<Vec<String>, VoucherError> {
    if !(5..=200).contains(&value_gbp) {
        return Err(VoucherError::Value);
    }
    let mut taken = existing_codes(ledger)?;
    let mut rng = OsRng;
    let mut issued = Vec::with_capacity(count);
    let mut misses = 0;

    'draw: while issued.len() < count {
        let code = draw_code(&mut rng);
        if !taken.insert(code.clone()) {
            misses += 1;
            if misses > 1000 {
                break 'draw;
            }
            continue 'draw;
        }
        issued.push(code);
    }
    if issued.len() < count {
        return Err(VoucherError::Exhausted(count));
    }

    let mut out = OpenOptions::new().create(true).append(true).open(ledger)?;
    for code in &issued {
        writeln!(out, "{code},{value_gbp},unredeemed")?;
    }
    Ok(issued)
}

fn main() {
    let cli = Cli::parse();
    let Cmd::Issue { count, value_gbp } = cli.cmd;
    match issue(&cli.ledger, count, value_gbp) {
        Ok(codes) => codes.iter().for_each(|c| println!("{c}")),
        Err(e) => {
            eprintln!("edgeworks-vouchers: {e}");
            std::process::exit(1);
        }
    }
}
