// Beekeeping co-op: Redis stream consumer that writes hive-scale readings to per-apiary CSV files.
use redis::streams::{StreamReadOptions, StreamReadReply};
use redis::Commands;
use std::fs::OpenOptions;
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug)]
struct ScaleReading {
    apiary: String,
    hive: u32,
    weight_kg: f64,
    brood_temp_c: f64,
    taken_at: String,
}

impl ScaleReading {
    fn from_entry(entry: &redis::streams::StreamId) -> Option<Self> {
        Some(Self {
            apiary: entry.get("apiary")?,
            hive: entry.get("hive")?,
            weight_kg: entry.get("weight_kg")?,
            brood_temp_c: entry.get("brood_temp_c")?,
            taken_at: entry.get("taken_at")?,
        })
    }
}

trait ReadingSink {
    fn append(&self, reading: &ScaleReading) -> std::io::Result<()>;
}

struct CsvSink {
    export_dir: PathBuf,
}

impl ReadingSink for CsvSink {
    fn append(&self, reading: &ScaleReading) -> std::io::Result<()> {
        let path = self.export_dir.join(format!("{}.csv", reading.apiary));
        let mut file = OpenOptions::new().create(true).append(true).open(path)?;
        writeln!(
            file,
            "{},{},{:.2},{:.1}",
            reading.taken_at, reading.hive, reading.weight_kg, reading.brood_temp_c
        )
    }
}

struct ScaleStreamConsumer<S: ReadingSink> {
    conn: redis::Connection,
    sink: S,
    last_id: String,
}

impl<S: ReadingSink> ScaleStreamConsumer<S> {
    fn poll(&mut self) -> redis::RedisResult<usize> {
        let opts = StreamReadOptions::default().block(5000).count(100);
        let reply: StreamReadReply = self.conn.xread_options(&["hive:scales"], &[&self.last_id], &opts)?;
        let mut written = 0;
        for key in reply.keys {
            for entry in key.ids {
                self.last_id = entry.id.clone();
                match ScaleReading::from_entry(&entry) {
                    Some(reading) => match self.sink.append(&reading) {
                        Ok(()) => written += 1,
                        Err(e) => eprintln!("export failed for {}: {}", entry.id, e),
                    },
                    None => eprintln!("incomplete reading {}", entry.id),
                }
            }
        }
        Ok(written)
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = redis::Client::open(std::env::var("REDIS_URL")?)?;
    let mut consumer = ScaleStreamConsumer {
        conn: client.get_connection()?,
        sink: CsvSink { export_dir: PathBuf::from("/srv/apiary/exports") },
        last_id: "$".to_string(),
    };
    loop {
        let n = consumer.poll()?;
        if n > 0 {
            println!("wrote {} readings", n);
        }
    }
}
