// A cooperage order pricing program of the h64 set (cwe-094-code).
// Prices the barrel orders that distilleries upload as JSON through the
// trade portal and writes a quote file per customer.
use rhai::{Engine, Scope};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::error::Error;
use std::fs;

#[derive(Deserialize)]
struct OrderFile {
    orders: Vec<Order>,
}

#[derive(Deserialize)]
struct Order {
    customer: String,
    barrels: Vec<Barrel>,
}

#[derive(Deserialize)]
struct Barrel {
    wood: String,
    toast: String,
    // the portal sends capacities as text, e.g. "225" or "190.5"
    litres: String,
    quantity: u32,
}

#[derive(Serialize, Default)]
struct Quote {
    customer: String,
    lines: Vec<(String, u32, f64)>,
    total: f64,
}

// rate per litre by oak source, multiplier by toast level
fn wood_rate(wood: &str) -> Option<f64> {
    HashMap::from([("french_oak", 4.10), ("american_oak", 2.35), ("hungarian_oak", 3.40), ("chestnut", 1.90)])
        .get(wood)
        .copied()
}

fn toast_factor(toast: &str) -> Option<f64> {
    match toast {
        "light" => Some(1.0),
        "medium" => Some(1.08),
        "medium_plus" => Some(1.12),
        "heavy" => Some(1.2),
        _ => None,
    }
}

fn main() -> Result<(), Box<dyn Error>> {
    let path = std::env::args().nth(1).ok_or("usage: price-orders <orders.json>")?;
    let file: OrderFile = serde_json::from_str(&fs::read_to_string(&path)?)?;

    let engine = Engine::new();

    let mut quotes: HashMap<String, Quote> = HashMap::new();
    for order in &file.orders {
        let quote = quotes.entry(order.customer.clone()).or_insert_with(|| Quote {
            customer: order.customer.clone(),
            ..Default::default()
        });
        for b in &order.barrels {
            let (Some(rate), Some(toast)) = (wood_rate(&b.wood), toast_factor(&b.toast)) else {
                eprintln!("{}: unknown wood/toast {}/{}", order.customer, b.wood, b.toast);
                continue;
            };
            let mut scope = Scope::new();
            scope.push("rate", rate);
            scope.push("toast", toast);
            let script = format!("rate * {} * toast", b.litres.trim());
            let unit: f64 = engine.eval_with_scope(&mut scope, &script)?;

            let line_total = (unit * f64::from(b.quantity) * 100.0).round() / 100.0;
            quote.lines.push((format!("{} {} {}l", b.wood, b.toast, b.litres.trim()), b.quantity, line_total));
            quote.total += line_total;
        }
    }

    fs::create_dir_all("quotes")?;
    for (customer, quote) in &quotes {
        let slug: String = customer.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
        fs::write(format!("quotes/{}.json", slug), serde_json::to_vec_pretty(quote)?)?;
        println!("{}: {} lines, {:.2} GBP", customer, quote.lines.len(), quote.total);
    }
    Ok(())
}
