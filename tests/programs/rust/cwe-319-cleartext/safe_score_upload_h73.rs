// A score upload program of the h73 set (cwe-319-cleartext).
use anyhow::{bail, Context, Result};
use clap::Parser;
use serde::Serialize;
use std::fs::File;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;

const SCORING_API: &str = "https://scoring.sandsculptfest.com/api/v1/sheets";

#[derive(Parser)]
#[command(about = "Send a judge's score sheet to the scoring service")]
struct Args {
    /// Score sheet exported from the judging tablet (entry;creativity;detail;scale;notes)
    sheet: PathBuf,
    /// Judge badge number
    #[arg(long)]
    judge: u32,
    /// Contest round, e.g. "semi" or "final"
    #[arg(long, default_value = "final")]
    round: String,
}

#[derive(Serialize)]
struct Score {
    entry: String,
    creativity: u8,
    detail: u8,
    scale: u8,
    notes: String,
}

#[derive(Serialize)]
struct Sheet {
    judge: u32,
    round: String,
    scores: Vec<Score>,
}

fn parse_score(line: &str) -> Result<Score> {
    let mut cols = line.split(';').map(str::trim);
    let entry = cols.next().unwrap_or_default().to_uppercase();
    let mut points = || -> Result<u8> {
        let v: u8 = cols.next().context("missing column")?.parse()?;
        if v > 10 {
            bail!("scores are 0-10");
        }
        Ok(v)
    };
    let (creativity, detail, scale) = (points()?, points()?, points()?);
    let notes = cols.collect::<Vec<_>>().join("; ");
    Ok(Score { entry, creativity, detail, scale, notes })
}

fn main() -> Result<()> {
    let args = Args::parse();
    let token = std::env::var("JUDGE_TOKEN").context("JUDGE_TOKEN must be set on the tablet")?;

    let reader = BufReader::new(File::open(&args.sheet)?);
    let mut scores = Vec::new();
    for line in reader.lines() {
        let line = line?;
        if line.trim().is_empty() || line.starts_with("entry") {
            continue;
        }
        scores.push(parse_score(&line).with_context(|| format!("bad row: {line}"))?);
    }

    let sheet = Sheet { judge: args.judge, round: args.round.to_lowercase(), scores };
    let client = reqwest::blocking::Client::builder()
        .timeout(std::time::Duration::from_secs(15))
        .https_only(true)
        .build()?;
    let resp = client
        .post(SCORING_API)
        .bearer_auth(token)
        .json(&sheet)
        .send()?;
    if !resp.status().is_success() {
        bail!("scoring service rejected the sheet: {}", resp.status());
    }
    println!("uploaded {} scores for judge {}", sheet.scores.len(), sheet.judge);
    Ok(())
}
