//! A model is called only when the user asked for it, and within budgets that fail closed: a
//! key in the environment does not send a scan's code anywhere, a cost limit without a price
//! refuses to start, and a model that cannot be reached is given up on once. Every model here
//! is a loopback server (or the scripted provider); a server that must not be called fails the
//! test if it is.

use serde_json::Value;
use wiremock::matchers::any;
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::common::{Project, root, run};
use crate::llm::{sse, sse_response, text_chunks};

const KEY: &str = "sk-test-Consent7Rz0pWn3vT8sLbYc2d";

/// A server that fails the test (on `verify`) if anything is sent to it.
async fn untouchable() -> MockServer {
    let server = MockServer::start().await;
    Mock::given(any()).respond_with(ResponseTemplate::new(500)).expect(0).mount(&server).await;
    server
}

/// A server that answers every request with the same short text.
async fn answering() -> MockServer {
    let server = MockServer::start().await;
    Mock::given(any()).respond_with(sse_response(sse(&text_chunks("No."), true))).mount(&server).await;
    server
}

/// `agentsmith ARGS` with a key exported and the OpenAI endpoint at `base`, as a CI job for
/// something else would have them.
fn with_key(p: &Project, base: &str, args: &[&str]) -> assert_cmd::Command {
    let mut c = p.cmd(args);
    c.env("OPENAI_API_KEY", KEY).env("OPENAI_BASE_URL", format!("{base}/v1"));
    c
}

/// Runs a command off the async runtime (assert_cmd blocks).
async fn blocking(c: assert_cmd::Command) -> (i32, String, String) {
    tokio::task::spawn_blocking(move || run(c)).await.unwrap()
}

fn report_json(p: &Project) -> Value {
    serde_json::from_str(&std::fs::read_to_string(p.repo().join(".agent-smith/results/report.json")).unwrap()).unwrap()
}

fn spec() -> String {
    root().join("examples/insecure-api/openapi.yaml").to_string_lossy().into_owned()
}

/// A freshly `init`ed project (its configuration's `model:` section is commented out) with a
/// SQL injection in it.
fn inited() -> Project {
    let p = crate::review::project();
    let (code, out, err) = run(p.cmd(&["init", "--no-model"]));
    assert_eq!(code, 0, "{out}{err}");
    let config = std::fs::read_to_string(p.repo().join(".agentsmith/config.yaml")).unwrap();
    assert!(config.contains("# model:"), "{config}");
    p
}

#[tokio::test(flavor = "multi_thread")]
async fn a_key_in_the_environment_does_not_send_a_scan_to_the_model() {
    let server = untouchable().await;
    let p = inited();
    let (code, out, err) = blocking(with_key(&p, &server.uri(), &["security-scan"])).await;
    assert_eq!(code, 1, "exits by its findings (the SQL injection): {out}{err}");
    assert!(!out.contains("Review panel"), "{out}");
    assert!(report_json(&p).get("review").is_none());
    assert_eq!(
        err.trim(),
        "note: the scan stayed offline: add --review to have the panel review the findings with the configured model (`gpt-4.1-mini`)",
    );
    // AGENTSMITH_PROVIDER is no request either; -q drops the note.
    let mut c = with_key(&p, &server.uri(), &["-q", "security-scan"]);
    c.env("AGENTSMITH_PROVIDER", "openai");
    let (code, out, err) = blocking(c).await;
    assert_eq!(code, 1, "{out}{err}");
    assert_eq!(err, "", "-q prints no note");
    // api-scan: the same.
    let (code, out, err) = blocking(with_key(&p, &server.uri(), &["api-scan", &spec()])).await;
    assert_eq!(code, 1, "{out}{err}");
    assert!(err.contains("add --review") && !out.contains("Review panel"), "{out}{err}");
    // --review --no-model: --no-model wins.
    let (code, out, err) = blocking(with_key(&p, &server.uri(), &["security-scan", "--review", "--no-model"])).await;
    assert_eq!(code, 1, "{out}{err}");
    assert!(!out.contains("Review panel"), "{out}");
    // --dry-run shows what the review would send, and sends nothing.
    let (code, out, err) = blocking(with_key(&p, &server.uri(), &["security-scan", "--dry-run"])).await;
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("=== first review batch"), "{out}");
    server.verify().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn review_or_a_model_section_in_the_project_sends_the_scan_to_the_model() {
    let server = answering().await;
    let p = inited();
    p.write(".agentsmith/config.yaml", "network:\n  retries: 0\n");
    let (code, out, err) = blocking(with_key(&p, &server.uri(), &["security-scan", "--review"])).await;
    assert_eq!(code, 1, "{out}{err}");
    let asked = server.received_requests().await.unwrap().len();
    assert!(asked > 0, "--review calls the model");
    assert!(out.contains("Review panel") && report_json(&p).get("review").is_some(), "{out}");
    // A `model:` section in the project's configuration asks for it too; `scan.review: false`
    // keeps the scan offline even then.
    p.write(".agentsmith/config.yaml", "network:\n  retries: 0\nmodel:\n  name: gpt-4.1-mini\n");
    let (code, out, err) = blocking(with_key(&p, &server.uri(), &["api-scan", &spec()])).await;
    assert_eq!(code, 1, "{out}{err}");
    let asked_again = server.received_requests().await.unwrap().len();
    assert!(asked_again > asked, "a `model:` section asks for the review: {out}{err}");
    p.write(
        ".agentsmith/config.yaml",
        "network:\n  retries: 0\nmodel:\n  name: gpt-4.1-mini\nscan:\n  review: false\n",
    );
    let (code, out, err) = blocking(with_key(&p, &server.uri(), &["api-scan", &spec()])).await;
    assert_eq!(code, 1, "{out}{err}");
    assert_eq!(server.received_requests().await.unwrap().len(), asked_again, "scan.review: false: {out}{err}");
}

#[test]
fn review_without_a_usable_model_is_a_usage_error() {
    let p = crate::review::project();
    let (code, out, err) = run(p.cmd(&["security-scan", "--review"]));
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("no model is configured"), "{err}");
    // Asked for by the project's `model:` section while its key is not in the environment (a
    // fork's pull request in CI): the scan runs offline, with a warning; --review still insists.
    p.write(".agentsmith/config.yaml", "model:\n  provider: openai\n  name: gpt-4.1\n");
    let (code, out, err) = run(p.cmd(&["security-scan"]));
    assert_eq!(code, 1, "by its findings: {out}{err}");
    assert!(
        err.contains("warning: no review: model `default` uses openai but OPENAI_API_KEY is not set")
            && err.contains("(the review was asked for by the `model:` section of")
            && err.contains("the scan stayed offline"),
        "{err}"
    );
    assert!(!out.contains("Review panel"), "{out}");
    let (code, out, err) = run(p.cmd(&["security-scan", "--review"]));
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("OPENAI_API_KEY is not set"), "{err}");
    std::fs::remove_file(p.repo().join(".agentsmith/config.yaml")).unwrap();
    // A reply script that is not there: named, with the variable that named it.
    let missing = p.dir.path().join("no-such-script.yaml");
    for args in [vec!["security-scan", "--review"], vec!["debate", "Add a cache"], vec!["run", "--no-debate", "x"]] {
        let mut c = p.cmd(&args);
        c.env("AGENTSMITH_PROVIDER", "scripted").env("AGENTSMITH_SCRIPT", &missing);
        let (code, out, err) = run(c);
        assert_eq!(code, 2, "{args:?}: {out}{err}");
        assert!(
            err.contains(&format!("{}: no such file", missing.display()))
                && err.contains("(set by AGENTSMITH_SCRIPT); point AGENTSMITH_SCRIPT at an existing script"),
            "{args:?}: {err}"
        );
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_model_that_cannot_be_reached_is_given_up_on_once_and_fails_the_scan() {
    // A port nothing listens on: connections are refused.
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let base = format!("http://127.0.0.1:{port}");
    let p = crate::review::project();
    p.write(".agentsmith/config.yaml", "network:\n  retries: 1\n  backoff_initial_ms: 1\n  backoff_max_ms: 2\n");
    let (code, out, err) = blocking(with_key(&p, &base, &["security-scan", "--review"])).await;
    assert_eq!(code, 1, "{out}{err}");
    let words = format!("the model at {base}/v1 could not be reached (connection refused)");
    assert!(err.contains(&format!("error: the review failed: {words}; the reports hold the rules' findings")), "{err}");
    assert!(out.contains("could not be reached (connection refused): 3 findings kept unreviewed."), "{out}");
    assert_eq!(out.matches("could not be reached").count(), 1, "said once: {out}");
    assert!(!out.contains("A review call failed") && !out.contains("could not agree"), "{out}");
    // Only the first call tried again; the others were not sent.
    assert!(out.contains("1 attempt was sent again after a transient failure"), "{out}");
    let json = report_json(&p);
    assert_eq!((json["review"]["unreviewed"].as_u64(), json["review"]["calls"].as_u64()), (Some(3), Some(0)));
    assert_eq!(json["findings"].as_array().unwrap().len(), 3, "every rule finding is kept: {json}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_cost_limit_without_a_price_refuses_every_model_command_before_any_call() {
    let server = untouchable().await;
    let p = crate::review::project();
    p.write("contract.md", "# Terms\n\nThe supplier may end this agreement at any time.\n");
    let commands: Vec<Vec<&str>> = vec![
        vec!["security-scan", "--review", "--max-cost", "1"],
        vec!["api-scan", "SPEC", "--review", "--max-cost", "1"],
        vec!["run", "Add a cache", "--max-cost", "1"],
        vec!["run", "--no-debate", "Add a cache", "--max-cost", "1"],
        vec!["debate", "Add a cache", "--max-cost", "1"],
        vec!["debate", "Add a cache", "--execute", "--max-cost", "1"],
        vec!["mad-discussion", "Tabs or spaces?", "--max-cost", "1"],
        vec!["legal-analysis", "contract.md", "--max-cost", "1"],
        vec!["fix-bug", "The total is wrong", "--test-cmd", "true", "--max-cost", "1"],
        vec!["add-feature", "A discount code", "--test-cmd", "true", "--max-cost", "1"],
    ];
    let spec = spec();
    for args in commands {
        let args: Vec<&str> = args.iter().map(|a| if *a == "SPEC" { spec.as_str() } else { a }).collect();
        let mut c = with_key(&p, &server.uri(), &args);
        c.current_dir(p.repo());
        let (code, out, err) = blocking(c).await;
        assert_eq!(code, 2, "{args:?}: {out}{err}");
        assert!(
            err.contains("the cost limit $1 (flag --max-cost) cannot hold: no price for `gpt-4.1-mini`; add `prices.gpt-4.1-mini: { input_per_mtok: ..., output_per_mtok: ... }`"),
            "{args:?}: {err}"
        );
    }
    // The same from the environment and from a file, which the message names.
    let mut c = with_key(&p, &server.uri(), &["run", "--no-debate", "Add a cache"]);
    c.env("AGENTSMITH_MAX_COST", "2");
    let (code, out, err) = blocking(c).await;
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("the cost limit $2 (env AGENTSMITH_MAX_COST) cannot hold"), "{err}");
    p.write(".agentsmith/config.yaml", "budget:\n  max_cost_usd: 3\n");
    let (code, out, err) = blocking(with_key(&p, &server.uri(), &["debate", "Add a cache"])).await;
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("the cost limit $3 (project file ") && err.contains("config.yaml) cannot hold"), "{err}");
    server.verify().await;
}

#[test]
fn max_cost_limits_the_spend_of_a_debate_and_of_a_run() {
    use crate::debate::{agree, debate, draft, project, report};
    let script = draft() + &agree("architect", 1) + &agree("dba", 1) + &agree("tester", 1);
    let (p, s) = project(&script);
    // The scripted model is not free: without its price the limit refuses to start.
    let (code, out, err) = debate(&p, &s, &["--max-cost", "0.5"]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("no price for `scripted`; add `prices.scripted: {"), "{err}");
    // Priced so that a single call passes the limit: no call is made, and the report says why.
    let priced = "prices:\n  scripted: { input_per_mtok: 1000000, output_per_mtok: 1000000 }\nnetwork:\n  retries: 1\n";
    p.write(".agentsmith/config.yaml", priced);
    let (code, out, err) = debate(&p, &s, &["--max-cost", "0.5"]);
    assert_eq!(code, 1, "the debate failed: {out}{err}");
    assert!(err.contains("the run budget refuses this call (budget.max_cost_usd = 0.5000)"), "{out}{err}");
    // Cheap enough, the same debate agrees within the limit.
    p.write(".agentsmith/config.yaml", "prices:\n  scripted: { input_per_mtok: 1.0, output_per_mtok: 2.0 }\n");
    let (code, out, err) = debate(&p, &s, &["--max-cost", "0.5"]);
    assert_eq!(code, 0, "{out}{err}");
    let spent = report(&p)["usage"]["cost_usd"].as_f64().unwrap();
    assert!(spent > 0.0 && spent <= 0.5, "{spent}");
    // run --no-debate: the smith tree under the same limit.
    p.write(".agentsmith/config.yaml", priced);
    let mut c = p.cmd(&["run", "--no-debate", "Add a cache", "--max-cost", "0.5"]);
    c.env("AGENTSMITH_PROVIDER", "scripted").env("AGENTSMITH_SCRIPT", &s);
    let (code, out, err) = run(c);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("refused by the budget (max_cost_usd 0.5)"), "{out}{err}");
}

/// `init` surveys the repository offline: with a key exported, the model's notes (a sample of
/// the code sent to it) are asked for only with `--model-notes`.
#[tokio::test(flavor = "multi_thread")]
async fn init_sends_no_code_to_a_model_unless_asked() {
    let server = untouchable().await;
    let p = crate::review::project();
    let (code, out, err) = blocking(with_key(&p, &server.uri(), &["init"])).await;
    assert_eq!(code, 0, "{out}{err}");
    assert!(err.contains("`agentsmith init --model-notes` adds the configured model's notes"), "{err}");
    let knowledge = std::fs::read_to_string(p.repo().join(".agentsmith/knowledge.md")).unwrap();
    assert!(!knowledge.contains("### Model notes"), "{knowledge}");
    server.verify().await;
}
