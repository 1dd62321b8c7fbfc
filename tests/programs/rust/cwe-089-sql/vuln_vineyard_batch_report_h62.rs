// A vineyard batch report program of the h62 set (cwe-089-sql).
// Cellar CLI: summarise fermentation batches for a varietal and vintage.
use clap::Parser;
use diesel::prelude::*;
use diesel::sql_types::{Double, Integer, Text};
use diesel::sqlite::SqliteConnection;

#[derive(Parser)]
#[command(name = "batch-report", about = "Fermentation batch summary")]
struct Args {
    #[arg(long)]
    varietal: String,
    #[arg(long)]
    vintage: String,
    #[arg(long, env = "CELLAR_DB", default_value = "cellar.sqlite")]
    db: String,
}

#[derive(QueryableByName, Debug)]
struct BatchRow {
    #[diesel(sql_type = Text)]
    lot_code: String,
    #[diesel(sql_type = Integer)]
    tank_no: i32,
    #[diesel(sql_type = Double)]
    brix: f64,
    #[diesel(sql_type = Double)]
    volume_l: f64,
}

struct ReportRequest {
    varietal: String,
    vintage: i32,
}

fn parse_request(args: &Args) -> Result<ReportRequest, String> {
    let vintage = args
        .vintage
        .trim()
        .parse::<i32>()
        .map_err(|_| format!("vintage must be a year, got {:?}", args.vintage))?;
    if !(1950..=2100).contains(&vintage) {
        return Err(format!("vintage {} out of range", vintage));
    }
    Ok(ReportRequest {
        varietal: args.varietal.trim().to_string(),
        vintage,
    })
}

fn load_batches(conn: &mut SqliteConnection, req: &ReportRequest) -> QueryResult<Vec<BatchRow>> {
    let sql = format!(
        "SELECT lot_code, tank_no, brix, volume_l FROM batches \
         WHERE varietal = '{}' AND vintage = {} ORDER BY tank_no",
        req.varietal, req.vintage
    );
    diesel::sql_query(sql).load::<BatchRow>(conn)
}

fn main() {
    let args = Args::parse();
    let request = match parse_request(&args) {
        Ok(r) => r,
        Err(msg) => {
            eprintln!("{}", msg);
            std::process::exit(2);
        }
    };

    let mut conn = SqliteConnection::establish(&args.db).unwrap_or_else(|e| {
        eprintln!("cannot open cellar database: {}", e);
        std::process::exit(1);
    });

    let batches = load_batches(&mut conn, &request).unwrap_or_else(|e| {
        eprintln!("query failed: {}", e);
        std::process::exit(1);
    });

    let (litres, brix_sum) = batches
        .iter()
        .fold((0.0, 0.0), |(l, b), row| (l + row.volume_l, b + row.brix));

    for row in &batches {
        println!("{:<10} tank {:>3}  {:>5.1} Bx  {:>8.0} L", row.lot_code, row.tank_no, row.brix, row.volume_l);
    }
    if !batches.is_empty() {
        println!(
            "{} {}: {} lots, {:.0} L, mean {:.1} Bx",
            request.varietal,
            request.vintage,
            batches.len(),
            litres,
            brix_sum / batches.len() as f64
        );
    }
}
