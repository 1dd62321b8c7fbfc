// A cider quote program of the h66 set (cwe-094-code).
// Orchard Press cider makers: wholesale price calculator for the trade counter.
// Each product's price formula is a small Lua expression so the cellar manager
// can retune it without a rebuild. Trade customers may get a discount.
//   /quote?product=dry&litres=200&discount=5
use rlua::Lua;
use std::collections::HashMap;
use tiny_http::{Response, Server};

static FORMULAS: &[(&str, &str)] = &[
    ("dry", "return (litres * 3.10 - (litres > 200 and 25 or 0)) * (1 - discount / 100)"),
    ("medium", "return (litres * 2.95) * (1 - discount / 100)"),
    ("perry", "return (litres * 3.60 + 12) * (1 - discount / 100)"),
    ("ice", "return (litres * 14.50) * (1 - discount / 100)"),
];

fn formula_for(product: &str) -> Option<&'static str> {
    FORMULAS.iter().find(|(k, _)| *k == product).map(|(_, f)| *f)
}

// discounts are whole or decimal percentages, e.g. 5 or 7.5
fn discount_ok(d: &str) -> bool {
    match d.chars().next() {
        Some(c) => c.is_ascii_digit(),
        None => false,
    }
}

fn quote(product: &str, litres_raw: &str, discount_raw: &str) -> Result<f64, String> {
    let formula = formula_for(product).ok_or_else(|| "unknown product".to_string())?;
    let litres: f64 = litres_raw.trim().parse().map_err(|_| "litres must be a number".to_string())?;
    if litres <= 0.0 || litres > 20000.0 {
        return Err("litres out of range".to_string());
    }
    if !discount_ok(discount_raw) {
        return Err("discount must be a percentage".to_string());
    }

    let lua = Lua::new();
    lua.context(|ctx| {
        ctx.globals().set("litres", litres)?;
        let chunk = format!("local discount = {}\n{}", discount_raw, formula);
        ctx.load(&chunk).eval::<f64>()
    })
    .map_err(|e| e.to_string())
}

fn main() {
    let server = Server::http("127.0.0.1:8047").unwrap();
    for request in server.incoming_requests() {
        let raw_url = request.url().to_string();
        let mut q: HashMap<String, String> = HashMap::new();
        if let Some(pos) = raw_url.find('?') {
            for (k, v) in url::form_urlencoded::parse(raw_url[pos + 1..].as_bytes()) {
                q.insert(k.into_owned(), v.into_owned());
            }
        }
        let product = q.get("product").cloned().unwrap_or_default();
        let litres = q.get("litres").cloned().unwrap_or_default();
        let discount = q.get("discount").cloned().unwrap_or_else(|| "0".to_string());

        let resp = match quote(&product, &litres, &discount) {
            Ok(price) => Response::from_string(format!("{:.2}\n", price)),
            Err(e) => Response::from_string(e).with_status_code(400),
        };
        let _ = request.respond(resp);
    }
}
