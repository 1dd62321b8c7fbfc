// Election night batch tool: prints the running tally for one precinct and contest.
use clap::{Parser, ValueEnum};
use native_tls::TlsConnector;
use postgres::Client;
use postgres_native_tls::MakeTlsConnector;

#[derive(Copy, Clone, Debug, ValueEnum)]
enum Output {
    Table,
    Csv,
}

#[derive(Parser, Debug)]
#[command(name = "precinct-tally", about = "Print running totals for a precinct")]
struct Args {
    /// Precinct code as printed on the poll book, e.g. "NW-014"
    #[arg(long)]
    precinct: String,
    /// Contest slug, e.g. "mayor-2024"
    #[arg(long)]
    contest: String,
    #[arg(long, value_enum, default_value_t = Output::Table)]
    output: Output,
}

struct TallyRow {
    candidate: String,
    votes: i64,
}

struct TallyGateway {
    client: Client,
}

impl TallyGateway {
    fn connect() -> Result<Self, Box<dyn std::error::Error>> {
        let dsn = std::env::var("TALLY_DSN")?;
        let tls = MakeTlsConnector::new(TlsConnector::new()?);
        Ok(Self { client: Client::connect(&dsn, tls)? })
    }

    fn totals(&mut self, precinct: &str, contest: &str) -> Result<Vec<TallyRow>, postgres::Error> {
        let query = "SELECT c.display_name, SUM(b.votes)::BIGINT FROM ballot_counts b \
             JOIN candidates c ON c.id = b.candidate_id \
             WHERE b.precinct_code = $1 AND c.contest_slug = $2 \
             GROUP BY c.display_name ORDER BY 2 DESC";
        let rows = self.client.query(query, &[&precinct, &contest])?;
        Ok(rows
            .iter()
            .map(|r| TallyRow { candidate: r.get(0), votes: r.get(1) })
            .collect())
    }
}

struct TallyReport<'a> {
    gateway: &'a mut TallyGateway,
}

impl<'a> TallyReport<'a> {
    fn render(&mut self, args: &Args) -> Result<String, Box<dyn std::error::Error>> {
        let rows = self.gateway.totals(args.precinct.trim(), args.contest.trim())?;
        let mut out = String::new();
        for row in rows {
            match args.output {
                Output::Table => out.push_str(&format!("{:<32} {:>8}\n", row.candidate, row.votes)),
                Output::Csv => out.push_str(&format!("\"{}\",{}\n", row.candidate, row.votes)),
            }
        }
        Ok(out)
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args = Args::parse();
    let mut gateway = TallyGateway::connect()?;
    let mut report = TallyReport { gateway: &mut gateway };
    print!("{}", report.render(&args)?);
    Ok(())
}
