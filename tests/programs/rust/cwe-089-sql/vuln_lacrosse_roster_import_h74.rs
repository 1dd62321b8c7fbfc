// A lacrosse roster import program of the h74 set (cwe-089-sql).
use std::fs;
use std::path::PathBuf;

use clap::Parser;
use rayon::prelude::*;
use rusqlite::Connection;

#[derive(Parser)]
#[command(name = "roster-import")]
struct Cli {
    /// CSV exported by the team manager: player,jersey,position
    csv: PathBuf,
    #[arg(long)]
    team: String,
    #[arg(long, default_value = "/var/lib/lacrosse/league.db")]
    db: PathBuf,
}

#[derive(Debug)]
struct RosterRow {
    line: usize,
    player: String,
    jersey: String,
    position: String,
}

const POSITIONS: [&str; 5] = ["attack", "midfield", "defense", "goalie", "lsm"];

fn check_row(row: &RosterRow) -> Result<u8, String> {
    let jersey: u8 = row
        .jersey
        .parse()
        .map_err(|_| format!("line {}: jersey {:?} is not a number", row.line, row.jersey))?;
    if jersey > 99 {
        return Err(format!("line {}: jersey {} out of range", row.line, jersey));
    }
    if !POSITIONS.contains(&row.position.to_lowercase().as_str()) {
        return Err(format!("line {}: unknown position {:?}", row.line, row.position));
    }
    if row.player.trim().is_empty() {
        return Err(format!("line {}: missing player name", row.line));
    }
    Ok(jersey)
}

fn parse_csv(text: &str) -> Vec<RosterRow> {
    text.lines()
        .enumerate()
        .skip(1)
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| {
            let mut cols = l.splitn(3, ',').map(|c| c.trim().to_string());
            RosterRow {
                line: i + 1,
                player: cols.next().unwrap_or_default(),
                jersey: cols.next().unwrap_or_default(),
                position: cols.next().unwrap_or_default(),
            }
        })
        .collect()
}

fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    let rows = parse_csv(&fs::read_to_string(&cli.csv)?);

    // Row checks are independent, so spread them over the rayon pool.
    let checks: Vec<Result<u8, String>> = rows.par_iter().map(check_row).collect();
    let problems: Vec<&String> = checks.iter().filter_map(|c| c.as_ref().err()).collect();
    for p in &problems {
        eprintln!("warning: {p}");
    }

    let mut conn = Connection::open(&cli.db)?;
    let tx = conn.transaction()?;
    tx.execute("DELETE FROM roster WHERE team = ?1", [&cli.team])?;
    let mut imported = 0;
    for (row, check) in rows.iter().zip(&checks) {
        let jersey = check.as_ref().map(|j| j.to_string()).unwrap_or_else(|_| row.jersey.clone());
        tx.execute(
            &format!(
                "INSERT INTO roster (team, player, jersey, position) VALUES ('{}', '{}', {}, '{}')",
                cli.team, row.player, jersey, row.position.to_lowercase()
            ),
            [],
        )?;
        imported += 1;
    }
    tx.commit()?;
    println!("{}: imported {imported} players, {} warnings", cli.team, problems.len());
    Ok(())
}
