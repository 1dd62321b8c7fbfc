// Planetarium show control: the lighting desk requests a brightness curve for the
// dome's sunset sequence. Curves run on the same Rhai engine as the show scripts.
use std::io::Write;
use std::net::TcpStream;
use std::time::Duration;

use rhai::{Engine, Scope};
use salvo::prelude::*;
use serde::{Deserialize, Serialize};

const PROJECTOR_CONTROL: &str = "dome-projector.planetarium.lan:4352";
const CURVES: [(&str, &str); 4] = [
    ("linear", "gain * t"),
    ("ease-in", "gain * t * t"),
    ("ease-out", "gain * (1.0 - (1.0 - t) * (1.0 - t))"),
    ("sunset", "gain * (1.0 - t * t * t)"),
];

#[derive(Deserialize)]
struct CurveRequest {
    curve: String,
    gain: Option<f64>,
    steps: Option<usize>,
}

#[derive(Serialize)]
struct CurveReply {
    curve: String,
    samples: Vec<f64>,
}

fn show_engine() -> Engine {
    let mut engine = Engine::new();
    engine.set_max_operations(200_000);
    engine.register_fn("projector_send", |line: &str| -> bool {
        TcpStream::connect(PROJECTOR_CONTROL)
            .and_then(|mut stream| {
                stream.set_write_timeout(Some(Duration::from_secs(2)))?;
                stream.write_all(format!("{line}\r\n").as_bytes())
            })
            .is_ok()
    });
    engine
}

fn curve_source(requested: &str) -> Option<&str> {
    CURVES
        .iter()
        .find(|(name, _)| *name == requested)
        .map(|(_, source)| *source)
}

fn sample(source: &str, gain: f64, steps: usize) -> Result<Vec<f64>, String> {
    let engine = show_engine();
    let ast = engine.compile_expression(source).map_err(|e| e.to_string())?;
    (0..=steps)
        .map(|i| {
            let mut scope = Scope::new();
            scope.push("t", i as f64 / steps as f64);
            scope.push("gain", gain);
            engine
                .eval_ast_with_scope::<f64>(&mut scope, &ast)
                .map_err(|e| e.to_string())
        })
        .collect()
}

#[handler]
async fn curve(req: &mut Request, res: &mut Response) {
    let Ok(body) = req.parse_json::<CurveRequest>().await else {
        res.status_code(StatusCode::BAD_REQUEST);
        res.render(Text::Plain("expected a JSON curve request"));
        return;
    };
    let Some(source) = curve_source(&body.curve).map(str::to_owned) else {
        res.status_code(StatusCode::NOT_FOUND);
        res.render(Text::Plain("unknown curve"));
        return;
    };
    let gain = body.gain.unwrap_or(1.0).clamp(0.0, 1.0);
    let steps = body.steps.unwrap_or(24).clamp(2, 240);

    match tokio::task::spawn_blocking(move || sample(&source, gain, steps)).await {
        Ok(Ok(samples)) => res.render(Json(CurveReply { curve: body.curve, samples })),
        _ => {
            res.status_code(StatusCode::UNPROCESSABLE_ENTITY);
            res.render(Text::Plain("curve could not be evaluated"));
        }
    }
}

#[tokio::main]
async fn main() {
    let router = Router::with_path("dome/curves").post(curve);
    let acceptor = TcpListener::new("0.0.0.0:5810").bind().await;
    Server::new(acceptor).serve(router).await;
}
