//! The checks of `agentsmith doctor` beyond one request: whether the endpoint answers
//! concurrent requests, and the sandbox's protections.

use std::time::{Duration, Instant};

use crate::config::Env;
use crate::llm::{ChatRequest, ChatResponse, Gateway, GatewayOptions, LlmError, Message, RequestMeta};
use crate::report::Check;

/// Below this, one answer is too quick for queueing to matter (or to be measured).
const MEASURABLE: Duration = Duration::from_millis(150);

/// Whether the endpoint answers two requests at once: both answered, and not one after the
/// other. A server with one slot either queues the second (which then eats into its deadline)
/// or cuts the first; either way the model wants `jobs: 1`.
pub(crate) async fn concurrency_check(session: &super::Session) -> Check {
    let config = &session.config;
    let name = "concurrency";
    if session.replaying() {
        return Check { name, ok: true, detail: "not measured: the answers come from a recording".into() };
    }
    if config.model_jobs(None) == Some(1) || config.settings.limits.jobs == 1 {
        return Check { name, ok: true, detail: "not measured: calls are sent one at a time (jobs: 1)".into() };
    }
    // Its own gateway: no retry hides a cut stream, and nothing is recorded or cached.
    let mut opts = GatewayOptions::from_config(config);
    opts.retries = 0;
    opts.cache_dir = None;
    let gw = match Gateway::from_config(config, opts) {
        Ok(g) => g,
        Err(e) => return Check { name, ok: false, detail: e.to_string() },
    };
    let advice = "set `jobs: 1` under `model:` in .agentsmith/config.yaml (or under the alias in `models:`)";
    let mut last = (Duration::ZERO, Duration::ZERO);
    for _ in 0..2 {
        let t = Instant::now();
        if let Err(e) = answer(&gw, 0).await {
            return Check { name, ok: false, detail: format!("one request alone failed: {e}") };
        }
        let one = t.elapsed();
        let t = Instant::now();
        let (a, b) = tokio::join!(answer(&gw, 1), answer(&gw, 2));
        let two = t.elapsed();
        if let Err(e) = a.and(b) {
            return Check {
                name,
                ok: false,
                detail: format!(
                    "of two requests sent at once, one failed ({e}): the endpoint cuts or refuses a second request; {advice}"
                ),
            };
        }
        last = (one, two);
        // Both at once in about the time of one: served side by side.
        if one < MEASURABLE || two.as_secs_f64() < 1.6 * one.as_secs_f64() {
            return Check {
                name,
                ok: true,
                detail: format!(
                    "two requests at once answered in {} ms (one alone: {} ms)",
                    two.as_millis(),
                    one.as_millis()
                ),
            };
        }
    }
    Check {
        name,
        ok: false,
        detail: format!(
            "two requests at once took {} ms, one alone {} ms: the endpoint answers one at a time, and queued calls run into their deadlines; {advice}",
            last.1.as_millis(),
            last.0.as_millis()
        ),
    }
}

/// A short answer of a few dozen tokens; `n` keeps the requests distinct.
async fn answer(gw: &Gateway, n: u32) -> Result<ChatResponse, LlmError> {
    let meta = RequestMeta { stage: "doctor".into(), ..RequestMeta::default() };
    let req = ChatRequest {
        temperature: Some(0.0),
        max_tokens: Some(48),
        ..ChatRequest::new(
            vec![Message::user(format!("Count from 1 to 20, separated by spaces (request {n})."))],
            None,
            meta,
        )
    };
    let r = gw.chat(None, req).await?;
    if r.content.trim().is_empty() {
        return Err(LlmError::Malformed { endpoint: "the endpoint".into(), detail: "an empty answer".into() });
    }
    Ok(r)
}

/// Which protections a command a model writes gets on this machine (the helper's probe).
pub(crate) async fn sandbox_check(config: &crate::config::Config, env: &Env) -> Check {
    let sandbox = super::tree::sandbox(config, env);
    if !sandbox.policy.enabled {
        return Check {
            name: "sandbox",
            ok: true,
            detail: "OFF (tools.sandbox: off): commands and tests a model writes run unconfined, with your rights"
                .into(),
        };
    }
    match sandbox.probe().await {
        Ok(p) => {
            let mut parts =
                vec![format!("Landlock ABI {} ({})", p.landlock_abi, p.landlock), "seccomp filter".to_string()];
            if p.capabilities_dropped {
                parts.push("no capabilities".into());
            }
            let ns: Vec<&str> = [(p.user_ns, "user"), (p.pid_ns, "PID"), (p.mount_ns, "mount"), (p.net_ns, "network")]
                .iter()
                .filter(|(on, _)| *on)
                .map(|(_, n)| *n)
                .collect();
            parts.push(if ns.is_empty() {
                "no namespaces (the kernel refused them: Landlock keeps other processes out of reach)".into()
            } else {
                format!("{} namespaces", ns.join(", "))
            });
            if p.proc_private {
                parts.push("a private /proc".into());
            }
            if p.run_hidden {
                parts.push("host sockets in /run hidden".into());
            }
            parts.push(if sandbox.policy.network {
                "network allowed (tools.network: allow)".into()
            } else if p.net_ns {
                "no network but loopback".into()
            } else {
                "no network (sockets refused)".into()
            });
            Check { name: "sandbox", ok: p.landlock == "full" || p.landlock == "partial", detail: parts.join(", ") }
        }
        Err(e) => Check { name: "sandbox", ok: false, detail: e.to_string() },
    }
}
