//! `agentsmith doctor`: the resolved model, one tiny request, whether tools and JSON-schema
//! answers work at that endpoint, and whether it answers two requests at once. Exits 1 when any
//! check fails.

use std::io::Write;

use std::time::Instant;

use serde_json::json;

use crate::cli::GlobalArgs;
use crate::config::Env;
use crate::error::{Error, exit};
use crate::llm::{AnswerSchema, ChatRequest, Gateway, LlmError, Message, RequestMeta, ToolSchema};
use crate::report;

use crate::console::Io;
use crate::report::{Check, DoctorReport};
use crate::stages::Session;
use crate::stages::doctor::{concurrency_check, sandbox_check};

use super::setup::session;

pub async fn run(global: &GlobalArgs, env: Env, json_out: bool, io: &mut Io) -> Result<u8, Error> {
    let session = session(global, env.clone(), Vec::new())?;
    let config = &session.config;
    let sandbox = sandbox_check(config, &env).await;
    let model = match config.model(None) {
        Ok(m) => m,
        Err(e) => {
            // No model: the sandbox is still worth knowing about.
            if !json_out {
                let _ = writeln!(&mut io.out, "sandbox: {} {}", if sandbox.ok { "ok" } else { "FAIL" }, sandbox.detail);
            }
            return Err(e.into());
        }
    };
    let key = match (&model.api_key, &model.api_key_env) {
        (Some(k), Some(v)) => format!("{} (from {v})", k.masked()),
        (None, Some(v)) => format!("not set ({v})"),
        _ => "none needed".to_string(),
    };
    let gw = session.gateway(io)?;
    let mut checks = model_checks(&session, &gw).await;
    checks.push(sandbox);
    let doc = DoctorReport {
        provider: model.provider.as_str().into(),
        model: model.name.clone(),
        endpoint: model.base_url.clone(),
        key,
        checks,
    };
    report::doctor(&mut io.out, &doc, json_out);
    Ok(if doc.checks.iter().all(|c| c.ok) { exit::OK } else { exit::FAILED })
}

/// A request of the doctor's: short, deterministic.
fn request(text: &str) -> ChatRequest {
    let meta = RequestMeta { stage: "doctor".into(), ..RequestMeta::default() };
    ChatRequest {
        temperature: Some(0.0),
        max_tokens: Some(64),
        ..ChatRequest::new(vec![Message::user(text)], None, meta)
    }
}

/// The checks of the model itself, in order; after a failed first answer, no other is tried.
async fn model_checks(session: &Session, gw: &Gateway) -> Vec<Check> {
    let answer = answer_check(gw).await;
    if !answer.ok {
        return vec![answer];
    }
    vec![answer, tools_check(gw).await, schema_check(gw).await, concurrency_check(session).await]
}

/// One tiny request: answered, with something, and how fast.
async fn answer_check(gw: &Gateway) -> Check {
    let t = Instant::now();
    match gw.chat(None, request("Reply with the single word: ok")).await {
        // An empty answer is no answer: nothing downstream could use it.
        Ok(r) if r.content.trim().is_empty() => Check {
            name: "answer",
            ok: false,
            detail: format!("the model answered with nothing ({} ms, finish: {:?})", t.elapsed().as_millis(), r.finish),
        },
        Ok(r) => Check {
            name: "answer",
            ok: true,
            detail: format!(
                "{} ms, {} tokens in, {} out{}, answered {:?}",
                t.elapsed().as_millis(),
                r.usage.input_tokens,
                r.usage.output_tokens,
                if r.usage.estimated { " (estimated: the endpoint reported no usage)" } else { "" },
                r.content.chars().take(40).collect::<String>()
            ),
        },
        Err(e) => Check { name: "answer", ok: false, detail: e.to_string() },
    }
}

/// Whether the model calls a tool when asked: agents need tool calls.
async fn tools_check(gw: &Gateway) -> Check {
    let mut req = request("Call the echo tool with the text \"ping\".");
    req.tools = vec![ToolSchema {
        name: "echo".into(),
        description: "Echo a text back.".into(),
        parameters: json!({"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]}),
    }];
    match gw.chat(None, req).await {
        Ok(r) if r.tool_calls.iter().any(|c| c.name == "echo") => {
            Check { name: "tools", ok: true, detail: "the model called the tool".into() }
        }
        Ok(_) => Check {
            name: "tools",
            ok: false,
            detail: "the model answered without calling the tool; agents need tool calls".into(),
        },
        Err(e) => Check { name: "tools", ok: false, detail: e.to_string() },
    }
}

/// Whether the model answers in the JSON a schema asks for.
async fn schema_check(gw: &Gateway) -> Check {
    let mut req = request("Is the sky blue on a clear day? Answer in the requested JSON.");
    req.answer_schema = Some(AnswerSchema {
        name: "answer".into(),
        schema: json!({"type": "object", "properties": {"ok": {"type": "boolean"}}, "required": ["ok"], "additionalProperties": false}),
    });
    match gw.chat(None, req).await {
        Ok(r) => match serde_json::from_str::<serde_json::Value>(r.content.trim()) {
            Ok(v) if v.get("ok").is_some_and(serde_json::Value::is_boolean) => {
                Check { name: "json-schema", ok: true, detail: "a JSON answer matching the schema".into() }
            }
            _ => Check {
                name: "json-schema",
                ok: false,
                detail: format!(
                    "the answer did not match the schema: {:?}",
                    r.content.chars().take(60).collect::<String>()
                ),
            },
        },
        // The call itself failed: say which request, and what the user can do about it.
        Err(e) => Check {
            name: "json-schema",
            ok: false,
            detail: format!(
                "the request for an answer in a JSON schema failed: {e}; verdicts, plans and decisions are asked for this way{}",
                schema_advice(&e).map(|a| format!(", so {a}")).unwrap_or_default()
            ),
        },
    }
}

/// What to do about a failed JSON-schema request, by how it failed; `None` where the error's
/// own words already say it. Names variables and flags, never the key itself.
fn schema_advice(e: &LlmError) -> Option<String> {
    const ENDPOINT: &str = "check that the server is running and reachable at the endpoint (`--base-url`)";
    const SCHEMA: &str =
        "check the endpoint's log (`--base-url`) or choose a model that answers in a JSON schema (`--model`)";
    let advice = match e {
        LlmError::Auth { key_var, .. } => format!("set {key_var} to a key this endpoint accepts"),
        LlmError::Http { status: 429 | 529, .. } => {
            "try again later, or lower the model calls in flight (`limits.jobs`, `--jobs`)".to_string()
        }
        LlmError::Http { status: 408, .. }
        | LlmError::Connect { .. }
        | LlmError::Timeout { .. }
        | LlmError::Stalled { .. } => ENDPOINT.to_string(),
        LlmError::Http { status: 404, .. } => {
            "check the endpoint (`--base-url`) and the model's name there (`--model`)".to_string()
        }
        LlmError::Http { .. } | LlmError::StreamCut { .. } | LlmError::Malformed { .. } | LlmError::BadChunk { .. } => {
            SCHEMA.to_string()
        }
        LlmError::Budget { .. } | LlmError::NotRecorded { .. } | LlmError::Script { .. } | LlmError::Config(_) => {
            return None;
        }
    };
    Some(advice)
}
