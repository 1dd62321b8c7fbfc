// A bicycle workstand sync program of the h62 set (cwe-502-deser).
// Bicycle repair shop: each workstand tablet streams finished work orders to
// the back office over the shop LAN, one bincode frame per order.
use bincode::Options;
use serde::Deserialize;
use std::io::{BufReader, ErrorKind};
use std::net::{TcpListener, TcpStream};
use std::sync::mpsc::{self, Sender};
use std::thread;

// A work order with a full parts list is a few kilobytes at most.
const MAX_FRAME_BYTES: u64 = 64 * 1024;

#[derive(Deserialize, Debug)]
struct PartUsed {
    sku: String,
    qty: u16,
    unit_cents: u32,
}

#[derive(Deserialize, Debug)]
struct WorkOrder {
    ticket: u32,
    bike: String,
    mechanic: String,
    labour_minutes: u32,
    parts: Vec<PartUsed>,
    notes: String,
}

fn read_orders(stream: TcpStream, out: Sender<WorkOrder>) {
    let peer = stream.peer_addr().map(|a| a.to_string()).unwrap_or_default();
    let mut reader = BufReader::new(stream);
    loop {
        let frame: Result<WorkOrder, _> = bincode::options()
            .with_limit(MAX_FRAME_BYTES)
            .deserialize_from(&mut reader);
        match frame {
            Ok(order) => {
                if out.send(order).is_err() {
                    return;
                }
            }
            Err(e) => {
                if !matches!(*e, bincode::ErrorKind::Io(ref io) if io.kind() == ErrorKind::UnexpectedEof) {
                    eprintln!("dropping connection from {}: {}", peer, e);
                }
                return;
            }
        }
    }
}

fn invoice_total(order: &WorkOrder, labour_rate_cents: u32) -> u64 {
    let parts: u64 = order
        .parts
        .iter()
        .map(|p| p.qty as u64 * p.unit_cents as u64)
        .sum();
    parts + order.labour_minutes as u64 * labour_rate_cents as u64 / 60
}

fn main() -> std::io::Result<()> {
    let listener = TcpListener::bind("0.0.0.0:7420")?;
    let (tx, rx) = mpsc::channel::<WorkOrder>();

    thread::spawn(move || {
        for order in rx {
            let total = invoice_total(&order, 6_500);
            println!(
                "ticket {} ({}) by {}: {} parts, {:.2} due{}",
                order.ticket,
                order.bike,
                order.mechanic,
                order.parts.len(),
                total as f64 / 100.0,
                if order.notes.is_empty() { "" } else { " [notes]" }
            );
        }
    });

    for conn in listener.incoming() {
        match conn {
            Ok(stream) => {
                let tx = tx.clone();
                thread::spawn(move || read_orders(stream, tx));
            }
            Err(e) => eprintln!("accept failed: {}", e),
        }
    }
    Ok(())
}
