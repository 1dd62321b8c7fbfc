// A radio prize claims program of the h74 set (cwe-330-random).
use std::collections::HashSet;
use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::sync::mpsc;
use std::thread;

use clap::Parser;
use rand::Rng;
use rayon::prelude::*;

// no 0/O or 1/I so codes survive being read out over the air
const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const CODE_LEN: usize = 10;

#[derive(Parser)]
#[command(name = "claim-codes", about = "Generate listener prize claim codes")]
struct Opts {
    /// contest slug, e.g. "summer-jam-2025"
    #[arg(long)]
    contest: String,
    #[arg(long, default_value_t = 250)]
    count: usize,
    #[arg(long)]
    out: PathBuf,
}

fn claim_code() -> String {
    let mut rng = rand::thread_rng();
    (0..CODE_LEN)
        .map(|_| ALPHABET[rng.gen_range(0..ALPHABET.len())] as char)
        .collect()
}

fn grouped(code: &str) -> String {
    // read out as two groups of five
    format!("{}-{}", &code[..5], &code[5..])
}

fn main() -> std::io::Result<()> {
    let opts = Opts::parse();
    if opts.count == 0 || opts.count > 100_000 {
        eprintln!("count must be between 1 and 100000");
        std::process::exit(2);
    }

    let (tx, rx) = mpsc::channel::<String>();
    let out_path = opts.out.clone();
    let contest = opts.contest.clone();
    let writer = thread::spawn(move || -> std::io::Result<usize> {
        let mut w = BufWriter::new(File::create(out_path)?);
        writeln!(w, "contest,claim_code,status")?;
        let mut n = 0;
        for code in rx {
            writeln!(w, "{contest},{code},unclaimed")?;
            n += 1;
        }
        w.flush()?;
        Ok(n)
    });

    let mut seen = HashSet::with_capacity(opts.count);
    while seen.len() < opts.count {
        let missing = opts.count - seen.len();
        let batch: Vec<String> = (0..missing).into_par_iter().map(|_| claim_code()).collect();
        for code in batch {
            if seen.insert(code.clone()) {
                tx.send(grouped(&code)).expect("writer thread stopped");
            }
        }
    }
    drop(tx);

    let written = writer.join().expect("writer thread panicked")?;
    println!("wrote {written} claim codes for {} to {}", opts.contest, opts.out.display());
    Ok(())
}
