// A block dispatch program of the h70 set (cwe-089-sql).
use clap::Parser;
use rusqlite::{params_from_iter, types::Value, Connection};
use std::path::PathBuf;

#[derive(Parser, Debug)]
#[command(name = "yard", about = "List sawn blocks awaiting dispatch")]
struct Cli {
    #[arg(long, default_value = "/var/lib/quarry/yard.db")]
    db: PathBuf,
    /// block numbers, comma separated
    #[arg(long, value_delimiter = ',')]
    ids: Vec<String>,
    /// bench the block was cut from, e.g. "north-3"
    #[arg(long)]
    bench: Option<String>,
    /// commercial grade, e.g. "A1" or "heather-blue"
    #[arg(long)]
    grade: Option<String>,
}

enum Clause {
    Ids(Vec<i64>),
    Bench(String),
    Grade(String),
}

fn clauses(cli: &Cli) -> Vec<Clause> {
    let ids: Vec<i64> = cli
        .ids
        .iter()
        .filter_map(|s| s.trim().parse().ok())
        .collect();
    [
        (!ids.is_empty()).then(|| Clause::Ids(ids)),
        cli.bench.clone().map(Clause::Bench),
        cli.grade.clone().map(Clause::Grade),
    ]
    .into_iter()
    .flatten()
    .collect()
}

fn where_sql(clauses: &[Clause]) -> (String, Vec<Value>) {
    clauses.iter().fold(
        (String::from("dispatched_at IS NULL"), Vec::new()),
        |(mut acc, mut binds), clause| {
            match clause {
                Clause::Ids(ids) => {
                    let marks = vec!["?"; ids.len()].join(", ");
                    acc.push_str(&format!(" AND block_id IN ({marks})"));
                    binds.extend(ids.iter().map(|i| Value::Integer(*i)));
                }
                Clause::Bench(b) => {
                    acc.push_str(" AND bench = ?");
                    binds.push(Value::Text(b.clone()));
                }
                Clause::Grade(g) => {
                    acc.push_str(&format!(" AND grade = '{g}'"));
                }
            }
            (acc, binds)
        },
    )
}

fn main() -> rusqlite::Result<()> {
    let cli = Cli::parse();
    let conn = Connection::open(&cli.db)?;
    let (filter, binds) = where_sql(&clauses(&cli));

    let sql = format!(
        "SELECT block_id, bench, grade, tonnes FROM blocks WHERE {filter} ORDER BY block_id"
    );
    let mut stmt = conn.prepare(&sql)?;
    let rows = stmt.query_map(params_from_iter(binds), |r| {
        Ok((
            r.get::<_, i64>(0)?,
            r.get::<_, String>(1)?,
            r.get::<_, String>(2)?,
            r.get::<_, f64>(3)?,
        ))
    })?;

    let mut total = 0.0;
    for row in rows {
        let (id, bench, grade, tonnes) = row?;
        total += tonnes;
        println!("{id:>6}  {bench:<10} {grade:<14} {tonnes:>6.2} t");
    }
    println!("total waiting: {total:.2} t");
    Ok(())
}
