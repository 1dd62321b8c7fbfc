// Dry cleaner counter app: quotes an order using the pricing rules that the
// manager maintains as a small Lua script.
use mlua::{Function, Lua};
use serde::{Deserialize, Serialize};
use tide::{Body, Request, Response, StatusCode};

const PRICING_RULES: &str = r#"
local base = { shirt = 3.50, trousers = 6.00, suit = 14.00, dress = 11.00,
               duvet = 22.00, curtains = 18.00 }

function price_for(garment, quantity, express)
  local unit = base[garment]
  if unit == nil then return -1 end
  local total = unit * quantity
  if quantity >= 10 then total = total * 0.9 end
  if express then total = total * 1.5 end
  return total
end
"#;

#[derive(Deserialize)]
struct QuoteLine {
    garment: String,
    quantity: u32,
}

#[derive(Deserialize)]
struct QuoteRequest {
    lines: Vec<QuoteLine>,
    express: bool,
}

#[derive(Serialize)]
struct QuoteReply {
    total: f64,
    unknown: Vec<String>,
}

fn price_lines(request: &QuoteRequest) -> mlua::Result<QuoteReply> {
    let lua = Lua::new();
    lua.load(PRICING_RULES).set_name("pricing_rules").exec()?;
    let price_for: Function = lua.globals().get("price_for")?;

    let priced = request
        .lines
        .iter()
        .map(|line| {
            let garment = line.garment.trim().to_lowercase();
            price_for
                .call::<f64>((garment, line.quantity, request.express))
                .map(|price| (line, price))
        })
        .collect::<mlua::Result<Vec<_>>>()?;

    Ok(priced.into_iter().fold(
        QuoteReply { total: 0.0, unknown: Vec::new() },
        |mut reply, (line, price)| {
            if price < 0.0 {
                reply.unknown.push(line.garment.clone());
            } else {
                reply.total += price;
            }
            reply
        },
    ))
}

async fn quote(mut req: Request<()>) -> tide::Result {
    let order: QuoteRequest = req.body_json().await?;
    if order.lines.is_empty() || order.lines.len() > 50 {
        return Err(tide::Error::from_str(
            StatusCode::BadRequest,
            "an order needs between 1 and 50 lines",
        ));
    }
    let reply = price_lines(&order)
        .map_err(|e| tide::Error::from_str(StatusCode::UnprocessableEntity, e.to_string()))?;
    let mut res = Response::new(StatusCode::Ok);
    res.set_body(Body::from_json(&reply)?);
    Ok(res)
}

#[async_std::main]
async fn main() -> tide::Result<()> {
    let mut app = tide::new();
    app.at("/counter/quotes").post(quote);
    app.listen("0.0.0.0:8110").await?;
    Ok(())
}
