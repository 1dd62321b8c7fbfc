// A instructor payroll push program of the h68 set (cwe-319-cleartext).
// ski schools: end-of-week job that submits instructor lesson hours to the external payroll bureau
use std::collections::BTreeMap;

use anyhow::{bail, Context};
use serde::Serialize;

const PAYROLL_ENDPOINT: &str = "https://api.lohnbuero-bergland.ch/v2/timesheets";

#[derive(Serialize)]
struct Timesheet<'a> {
    instructor_id: &'a str,
    iban: &'a str,
    week: u32,
    private_hours: f32,
    group_hours: f32,
}

#[derive(Default)]
struct Hours {
    private: f32,
    group: f32,
}

fn parse_line(line: &str) -> Option<(&str, &str, &str, f32)> {
    let mut cols = line.split(';').map(str::trim);
    let (Some(id), Some(iban), Some(kind), Some(hours)) =
        (cols.next(), cols.next(), cols.next(), cols.next())
    else {
        return None;
    };
    let hours = hours.replace(',', ".").parse().ok()?;
    Some((id, iban, kind, hours))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let (Some(csv_path), Some(week)) = (args.next(), args.next()) else {
        bail!("usage: payroll-push <lessons.csv> <iso-week>");
    };
    let week: u32 = week.parse().context("week must be a number")?;

    let user = std::env::var("PAYROLL_USER").context("PAYROLL_USER missing")?;
    let password = std::env::var("PAYROLL_PASSWORD").context("PAYROLL_PASSWORD missing")?;

    let raw = tokio::fs::read_to_string(&csv_path).await?;
    let totals = raw
        .lines()
        .skip(1)
        .filter_map(parse_line)
        .fold(BTreeMap::<(&str, &str), Hours>::new(), |mut acc, (id, iban, kind, h)| {
            let entry = acc.entry((id, iban)).or_default();
            match kind {
                "private" => entry.private += h,
                "group" | "kids" => entry.group += h,
                _ => {}
            }
            acc
        });

    let sheets: Vec<Timesheet<'_>> = totals
        .iter()
        .map(|(&(instructor_id, iban), Hours { private, group })| Timesheet {
            instructor_id,
            iban,
            week,
            private_hours: *private,
            group_hours: *group,
        })
        .collect();

    let response = reqwest::Client::new()
        .post(PAYROLL_ENDPOINT)
        .basic_auth(&user, Some(&password))
        .json(&sheets)
        .send()
        .await?;

    match response.status() {
        s if s.is_success() => println!("submitted {} timesheets for week {week}", sheets.len()),
        s => bail!("payroll bureau rejected the upload: {s}"),
    }
    Ok(())
}
