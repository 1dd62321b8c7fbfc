//! Prompt caching: the breakpoints the Anthropic provider marks, the cached-token counts read
//! from both APIs into usage, cost and budget, and the worst case a dry run prints.

use serde_json::{Value, json};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer};

use agentsmith::config::{Price, ProviderKind as Kind};
use agentsmith::llm::{Budget, Message, Prices};

use crate::common::{Project, commit_buggy_calc, run};
use crate::llm::{anthropic_sse, bodies, gateway, opts, request, sse, sse_response};

fn priced(input: f64, output: f64) -> agentsmith::llm::GatewayOptions {
    let mut o = opts();
    o.prices = Prices([("test-model".to_string(), Price::new(input, output))].into_iter().collect());
    o
}

fn breakpoints(v: &Value) -> usize {
    match v {
        Value::Object(m) => usize::from(m.contains_key("cache_control")) + m.values().map(breakpoints).sum::<usize>(),
        Value::Array(a) => a.iter().map(breakpoints).sum(),
        _ => 0,
    }
}

fn text_answer(events: &mut Vec<Value>) -> String {
    events.push(json!({"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}}));
    events.push(json!({"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": "ok"}}));
    anthropic_sse(events, true)
}

#[tokio::test(flavor = "multi_thread")]
async fn anthropic_requests_mark_the_tools_the_system_prompt_and_the_stable_prefix() {
    let server = MockServer::start().await;
    // The cache counts come in message_start (and once more in message_delta, as the API may).
    let body = text_answer(&mut vec![
        json!({"type": "message_start", "message": {"model": "test-model", "usage": {"input_tokens": 100, "cache_read_input_tokens": 3000, "cache_creation_input_tokens": 900, "output_tokens": 1}}}),
        json!({"type": "message_delta", "delta": {"stop_reason": "end_turn"}, "usage": {"output_tokens": 7}}),
    ]);
    Mock::given(method("POST")).and(path("/v1/messages")).respond_with(sse_response(body)).mount(&server).await;
    // A Claude model's cache reads default to 0.1× the input price (a unit test of `Price`
    // holds that); "test-model" is given its price.
    let mut o = priced(3.0, 15.0);
    o.prices.0.get_mut("test-model").unwrap().cache_read_per_mtok = Some(0.3);
    let g = gateway(Kind::Anthropic, &server.uri(), o);

    // A review: the role, the job (stable, marked), then the plan (changes every round).
    let mut req = request("the plan, version 2");
    req.messages.insert(1, Message::user("the job and how to answer").cached());
    req.tools = vec![agentsmith::llm::ToolSchema {
        name: "read_file".into(),
        description: "Read a file".into(),
        parameters: json!({"type": "object"}),
    }];
    let resp = g.chat(None, req).await.unwrap();
    let u = resp.usage;
    assert_eq!((u.input_tokens, u.cache_read_tokens, u.cache_write_tokens, u.output_tokens), (4000, 3000, 900, 7));

    // An agent conversation: several marked messages; only the last two carry a breakpoint.
    let mut convo = request("task");
    convo.messages[1].cache = true;
    for i in 0..4 {
        convo.messages.push(Message::assistant(format!("turn {i}"), Vec::new()));
        convo.messages.push(Message::user(format!("result {i}")).cached());
    }
    g.chat(None, convo).await.unwrap();

    let sent = bodies(&server).await;
    let first = &sent[0];
    assert_eq!(
        first["system"],
        json!([{"type": "text", "text": "You are terse.", "cache_control": {"type": "ephemeral"}}])
    );
    assert_eq!(first["tools"][0]["cache_control"], json!({"type": "ephemeral"}));
    // The two user messages go as one turn of two blocks: the stable one marked, the plan not.
    assert_eq!(
        first["messages"],
        json!([{"role": "user", "content": [
            {"type": "text", "text": "the job and how to answer", "cache_control": {"type": "ephemeral"}},
            {"type": "text", "text": "the plan, version 2"},
        ]}])
    );
    assert_eq!(breakpoints(first), 3);
    let second = &sent[1];
    assert!(breakpoints(second) <= 4, "{second}");
    let msgs = second["messages"].as_array().unwrap();
    assert_eq!(msgs.last().unwrap()["content"][0]["cache_control"], json!({"type": "ephemeral"}));
    assert_eq!(msgs[msgs.len() - 3]["content"][0]["cache_control"], json!({"type": "ephemeral"}));
    assert!(msgs[0]["content"][0].get("cache_control").is_none(), "{}", msgs[0]);

    // Usage, cost and the budget count the cache at its prices: 100 tokens at $3/M, 3000
    // read at $0.30/M (0.1×), 900 written at $3.75/M (1.25×), 7 out at $15/M.
    let t = g.ledger().by_key().into_values().next().unwrap();
    assert_eq!((t.cache_read_tokens, t.cache_write_tokens), (6000, 1800));
    let one = (100.0 * 3.0 + 3000.0 * 0.3 + 900.0 * 3.75 + 7.0 * 15.0) / 1e6;
    assert!((g.ledger().total().cost_usd - 2.0 * one).abs() < 1e-12, "{}", g.ledger().total().cost_usd);
    assert_eq!(t.input_cell(), "8000 (6000 cached)");
}

/// Two roles' review requests of one round, as the debate engine builds them.
fn two_reviews(dir: &std::path::Path, gw: &agentsmith::llm::Gateway) -> Vec<agentsmith::llm::ChatRequest> {
    use agentsmith::catalog::{Catalog, CatalogSources, OnNoConsensus};
    use agentsmith::debate::{DebateInput, Debater, Plan};
    let templates = agentsmith::templates::Templates::new(dir, None);
    let debater = Debater {
        gateway: gw,
        templates: &templates,
        events: agentsmith::event::Events::none(),
        prompt_dir: None,
        ask: None,
    };
    let catalog = Catalog::load(&CatalogSources { user_dir: None, repo: dir.to_path_buf() });
    let panel: Vec<_> =
        ["dba", "tester"].iter().map(|n| (catalog.find(n, Some("coding")).unwrap(), "test".to_string())).collect();
    let ticket = agentsmith::context::Ticket {
        title: "Add an index on orders".into(),
        body: "Orders by customer are slow; add an index in a migration.".into(),
        file: None,
    };
    let input = DebateInput {
        topic: &ticket,
        category: "coding",
        context: String::new(),
        knowledge: "Migrations run in a transaction.".into(),
        panel,
        max_rounds: 3,
        on_no_consensus: OnNoConsensus::Proceed,
        conduct: Default::default(),
    };
    let plan: Plan = serde_json::from_value(json!({
        "version": 1, "title": "Index orders by customer", "summary": "Add the index in a migration.",
        "steps": [{"description": "Write the migration"}], "risks": []
    }))
    .unwrap();
    input.panel.iter().map(|(r, _)| debater.review_request(&input, r, &plan, 1, None).unwrap()).collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn debate_reviews_share_their_first_system_block_and_mark_the_role_second() {
    let dir = tempfile::tempdir().unwrap();
    let server = MockServer::start().await;
    let body = text_answer(&mut vec![
        json!({"type": "message_start", "message": {"model": "test-model", "usage": {"input_tokens": 10, "output_tokens": 1}}}),
        json!({"type": "message_delta", "delta": {"stop_reason": "end_turn"}, "usage": {"output_tokens": 1}}),
    ]);
    Mock::given(method("POST")).and(path("/v1/messages")).respond_with(sse_response(body)).mount(&server).await;
    let mut o = opts();
    o.retries = 0;
    let g = gateway(Kind::Anthropic, &server.uri(), o);
    let reqs = two_reviews(dir.path(), &g);
    let mut sent = Vec::new();
    for r in reqs.clone() {
        let _ = g.chat(None, r).await;
        sent.push(bodies(&server).await.pop().unwrap());
    }
    let (dba, tester) = (&sent[0], &sent[1]);
    // The tools (the answer's schema) are the same; the first system block, the job, the
    // knowledge and how to answer, is the same text in both and marked; the role's block is
    // second, marked, and its own; the plan comes after, unmarked.
    assert_eq!(dba["tools"], tester["tools"]);
    assert_eq!(dba["tools"].as_array().unwrap().last().unwrap()["cache_control"], json!({"type": "ephemeral"}));
    assert_eq!(dba["system"][0], tester["system"][0]);
    let shared = dba["system"][0]["text"].as_str().unwrap();
    assert!(
        shared.contains("Add an index on orders") && shared.contains("Migrations run in a transaction."),
        "{shared}"
    );
    assert!(shared.contains("How to answer"), "{shared}");
    assert_eq!(dba["system"][0]["cache_control"], json!({"type": "ephemeral"}));
    assert_ne!(dba["system"][1]["text"], tester["system"][1]["text"]);
    assert!(dba["system"][1]["text"].as_str().unwrap().contains("Database"), "{}", dba["system"][1]);
    assert_eq!(dba["system"][1]["cache_control"], json!({"type": "ephemeral"}));
    assert_eq!(dba["system"].as_array().unwrap().len(), 2);
    let plan = &dba["messages"][0]["content"][0];
    assert!(plan["text"].as_str().unwrap().contains("Index orders by customer"), "{plan}");
    assert!(plan.get("cache_control").is_none(), "{plan}");
    for b in &sent {
        assert_eq!(breakpoints(b), 3, "{b}");
    }

    // What the bench counts: the second role reads the shared prefix the first wrote (when
    // long enough for the cache), and the role's own prefix is written once and read after.
    let mut prefixes = agentsmith::llm::PrefixCache::default();
    let first = prefixes.send(&reqs[0]);
    let second = prefixes.send(&reqs[1]);
    assert_eq!(first.read_tokens, 0);
    assert!(second.read_tokens > 0 && second.write_tokens > 0, "{second:?}");
    assert_eq!(prefixes.send(&reqs[1]).read_tokens, second.read_tokens + second.write_tokens);
    // Sent together, neither reads what the other writes; and under Anthropic's minimum of
    // 1024 tokens, the shared block alone (a few hundred here) is not cached at all.
    let together = agentsmith::llm::PrefixCache::default().send_together(&[&reqs[0], &reqs[1]]);
    assert!(together.iter().all(|u| u.read_tokens == 0), "{together:?}");
    let mut anthropic = agentsmith::llm::PrefixCache::anthropic();
    anthropic.send(&reqs[0]);
    assert_eq!(anthropic.send(&reqs[1]).read_tokens, 0);

    // On the OpenAI wire (automatic prefix caching) the system text is one message, the
    // shared block first: the two requests' text is the same up to the role.
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/chat/completions"))
        .respond_with(sse_response(sse(
            &[json!({"model": "test-model", "choices": [{"index": 0, "delta": {"content": "{}"}, "finish_reason": "stop"}]})],
            true,
        )))
        .mount(&server)
        .await;
    let mut o = opts();
    o.retries = 0;
    let g = gateway(Kind::Openai, &format!("{}/v1", server.uri()), o);
    let mut texts = Vec::new();
    for r in reqs {
        let _ = g.chat(None, r).await;
        let b = bodies(&server).await.pop().unwrap();
        assert_eq!(b["messages"][0]["role"], "system", "{b}");
        assert_eq!(b["messages"][1]["role"], "user", "{b}");
        texts.push(b["messages"][0]["content"].as_str().unwrap().to_string());
    }
    assert!(texts[0].starts_with(shared) && texts[1].starts_with(shared), "{texts:?}");
    assert_ne!(texts[0], texts[1]);
}

#[tokio::test(flavor = "multi_thread")]
async fn openai_cached_tokens_are_read_into_usage_cost_and_budget() {
    let server = MockServer::start().await;
    let chunks = vec![
        json!({"model": "test-model", "choices": [{"index": 0, "delta": {"content": "hi"}, "finish_reason": null}]}),
        json!({"model": "test-model", "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]}),
        json!({"model": "test-model", "choices": [], "usage": {"prompt_tokens": 2000, "completion_tokens": 10, "prompt_tokens_details": {"cached_tokens": 1536}}}),
    ];
    Mock::given(method("POST"))
        .and(path("/v1/chat/completions"))
        .respond_with(sse_response(sse(&chunks, true)))
        .mount(&server)
        .await;
    // The budget counts what was spent at the cache's price: 464 at $10/M, 1536 at $5/M
    // (0.5×) and 10 at $10/M make $0.01242 (at full price, $0.0201). The next call may cost up
    // to about $0.0027 (its reservation): it fits under $0.0205 only because of that.
    let mut o = priced(10.0, 10.0);
    o.budget = Budget { max_cost_usd: Some(0.0205), ..Budget::default() };
    let g = gateway(Kind::Openai, &format!("{}/v1", server.uri()), o);
    let mut req = request("the changing part");
    req.messages.insert(1, Message::user("the stable part").cached());
    let resp = g.chat(None, req).await.unwrap();
    assert_eq!((resp.usage.input_tokens, resp.usage.cache_read_tokens, resp.usage.cache_write_tokens), (2000, 1536, 0));
    let total = g.ledger().total();
    assert_eq!((total.input_tokens, total.cache_read_tokens), (2000, 1536));
    assert!((total.cost_usd - 0.01242).abs() < 1e-12, "{}", total.cost_usd);
    let next = g.chat(None, request("again")).await;
    assert!(next.is_ok(), "{next:?}");
    // Nothing is marked on the OpenAI wire (it caches prefixes itself), and consecutive user
    // messages go as one, the stable part first.
    let sent = bodies(&server).await;
    assert_eq!(breakpoints(&sent[0]), 0);
    assert_eq!(sent[0]["messages"][1], json!({"role": "user", "content": "the stable part\n\nthe changing part"}));
    assert_eq!(sent[0]["messages"].as_array().unwrap().len(), 2);
}

#[test]
fn fix_bug_dry_run_needs_no_model_and_prints_the_worst_case() {
    let p = Project::new();
    p.write(".agentsmith/config.yaml", "prices:\n  claude-test:\n    input_per_mtok: 3\n    output_per_mtok: 15\n");
    commit_buggy_calc(&p);
    let mut c = p.cmd(&[
        "fix-bug",
        "mean() returns the wrong average: calc.mean([2, 4]) gives 6.0",
        "--test-cmd",
        "python3 -m unittest -q",
        "--dry-run",
    ]);
    c.env("PATH", std::env::var("PATH").unwrap_or_default());
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("dry run: nothing is sent"), "{out}");
    let estimate = out.lines().find(|l| l.starts_with("estimate: expected about ")).expect(&out);
    assert!(estimate.contains("; at most ") && estimate.ends_with("; cost unknown (no model configured)"), "{out}");
    assert!(out.contains("\n  the debate (at most 3 rounds): expected about "), "{out}");
    assert!(
        out.contains("\n  the smith tree (depth 3, 5 subtasks a smith, 25 turns a leaf): expected about "),
        "{out}"
    );
    assert!(out.contains("\n  the fix rounds (at most 2): expected about 0 model calls"), "{out}");
    assert!(out.contains("no model is configured"), "{out}");
    assert!(!p.repo().join(".agent-smith/run.json").exists());

    // With a priced model (not called: the key is absent, nothing is sent), the costs with and
    // without the cache are both given, the cached one lower.
    let mut c =
        p.cmd(&["fix-bug", "mean() returns the wrong average", "--test-cmd", "python3 -m unittest -q", "--dry-run"]);
    c.env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("AGENTSMITH_PROVIDER", "anthropic")
        .env("AGENTSMITH_MODEL", "claude-test");
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{out}{err}");
    // `expected about N model calls, T tokens ($plain; $cached with the prompt cache); at most ...`
    let estimate = out.lines().find(|l| l.starts_with("estimate: ")).expect(&out);
    let expected = estimate.split("; at most ").next().unwrap();
    let costs: Vec<f64> =
        expected.split('$').skip(1).map(|s| s.split([';', ' ']).next().unwrap().parse::<f64>().unwrap()).collect();
    assert_eq!(costs.len(), 2, "{out}");
    assert!(costs[1] < costs[0], "{out}");
}

/// A loopback Anthropic endpoint that logs, in order, each request's arrival and when the
/// first review's answer began; that answer's first event is held back a moment, then the rest
/// follows, so reviews sent at once would arrive before it began.
async fn ordered_server(log: std::sync::Arc<std::sync::Mutex<Vec<String>>>) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let reviews = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    tokio::spawn(async move {
        while let Ok((mut sock, _)) = listener.accept().await {
            let (log, reviews) = (log.clone(), reviews.clone());
            tokio::spawn(async move {
                let mut buf = Vec::new();
                let mut chunk = [0u8; 8192];
                let body = loop {
                    let n = sock.read(&mut chunk).await.unwrap_or(0);
                    if n == 0 {
                        return;
                    }
                    buf.extend_from_slice(&chunk[..n]);
                    let text = String::from_utf8_lossy(&buf).to_string();
                    if let Some(end) = text.find("\r\n\r\n") {
                        let len = text[..end]
                            .lines()
                            .find_map(|l| {
                                l.to_ascii_lowercase()
                                    .strip_prefix("content-length:")
                                    .map(|v| v.trim().parse::<usize>().unwrap())
                            })
                            .unwrap_or(0);
                        if buf.len() >= end + 4 + len {
                            break serde_json::from_slice::<Value>(&buf[end + 4..end + 4 + len]).unwrap();
                        }
                    }
                };
                let kind = body["tool_choice"]["name"].as_str().unwrap_or("").to_string();
                let answer = if kind == "plan" {
                    json!({"title": "Index orders by customer", "summary": "Add the index in a migration.", "steps": ["Write the migration that adds the index on orders(customer_id)", "Test the migration on a copy"], "risks": [], "responses": []})
                } else {
                    json!({"verdict": "AGREE", "reasoning": "The migration and its test on a copy cover my concerns about the orders table.", "alternative": "", "criteria": []})
                };
                let sse = text_answer_json(&answer.to_string());
                let head = "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\nconnection: close\r\n\r\n";
                let first_review = kind == "verdict" && reviews.fetch_add(1, std::sync::atomic::Ordering::SeqCst) == 0;
                log.lock().unwrap().push(format!("{kind} arrived"));
                let (start, rest) = sse.split_at(sse.find("\n\n").unwrap() + 2);
                if first_review {
                    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
                    log.lock().unwrap().push("first review's answer began".into());
                }
                let _ = sock.write_all(format!("{head}{start}").as_bytes()).await;
                let _ = sock.flush().await;
                if first_review {
                    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
                }
                let _ = sock.write_all(rest.as_bytes()).await;
                let _ = sock.shutdown().await;
            });
        }
    });
    format!("http://{addr}")
}

fn text_answer_json(text: &str) -> String {
    anthropic_sse(
        &[
            json!({"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}}),
            json!({"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": text}}),
            json!({"type": "message_delta", "delta": {"stop_reason": "end_turn"}, "usage": {"output_tokens": 20}}),
        ],
        true,
    )
}

#[tokio::test(flavor = "multi_thread")]
async fn a_rounds_other_reviews_are_sent_once_the_first_ones_answer_began_when_the_shared_block_is_cacheable() {
    use agentsmith::catalog::{Catalog, CatalogSources, OnNoConsensus};
    use agentsmith::debate::{DebateInput, Debater};
    let log = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let base = ordered_server(log.clone()).await;
    let mut o = opts();
    o.retries = 0;
    let g = gateway(Kind::Anthropic, &base, o);
    let dir = tempfile::tempdir().unwrap();
    let templates = agentsmith::templates::Templates::new(dir.path(), None);
    let debater = Debater {
        gateway: &g,
        templates: &templates,
        events: agentsmith::event::Events::none(),
        prompt_dir: None,
        ask: None,
    };
    let catalog = Catalog::load(&CatalogSources { user_dir: None, repo: dir.path().to_path_buf() });
    let panel: Vec<_> = ["dba", "tester", "backend-developer"]
        .iter()
        .map(|n| (catalog.find(n, Some("coding")).unwrap(), "test".to_string()))
        .collect();
    let ticket = agentsmith::context::Ticket {
        title: "Add an index on orders".into(),
        body: "Orders by customer are slow; add an index in a migration.".into(),
        file: None,
    };
    // Knowledge of a project of some size: the block every role shares is past 1024 tokens.
    let knowledge: String = (0..90)
        .map(|i| format!("- services/module_{i}.py: handles the orders of region {i}, written through the ORM\n"))
        .collect();
    let input = DebateInput {
        topic: &ticket,
        category: "coding",
        context: String::new(),
        knowledge,
        panel,
        max_rounds: 1,
        on_no_consensus: OnNoConsensus::Proceed,
        conduct: Default::default(),
    };
    let outcome = debater.run(&input).await.unwrap();
    assert_eq!(outcome.rounds.len(), 1, "{outcome:?}");
    let log = log.lock().unwrap().clone();
    let reviews: Vec<&String> = log.iter().filter(|e| !e.starts_with("plan")).collect();
    assert_eq!(
        reviews,
        ["verdict arrived", "first review's answer began", "verdict arrived", "verdict arrived"],
        "{log:?}"
    );
}

#[test]
fn the_draft_sends_the_job_first_then_the_leads_role_then_what_the_stage_asks() {
    use agentsmith::catalog::{Catalog, CatalogSources, OnNoConsensus};
    use agentsmith::debate::{DebateInput, Debater};
    use agentsmith::llm::Role as Who;
    let dir = tempfile::tempdir().unwrap();
    let g = gateway(Kind::Anthropic, "http://127.0.0.1:9", opts());
    let templates = agentsmith::templates::Templates::new(dir.path(), None);
    let debater = Debater {
        gateway: &g,
        templates: &templates,
        events: agentsmith::event::Events::none(),
        prompt_dir: None,
        ask: None,
    };
    let catalog = Catalog::load(&CatalogSources { user_dir: None, repo: dir.path().to_path_buf() });
    let ticket = agentsmith::context::Ticket {
        title: "Add an index on orders".into(),
        body: "Orders by customer are slow; add an index in a migration.".into(),
        file: None,
    };
    for category in ["coding", "legal", "mad"] {
        let lead = catalog.roles(category).find(|r| r.spec.lead).or_else(|| catalog.roles(category).next()).unwrap();
        let input = DebateInput {
            topic: &ticket,
            category,
            context: String::new(),
            knowledge: "Migrations run in a transaction.".into(),
            panel: vec![(lead, "test".to_string())],
            max_rounds: 3,
            on_no_consensus: OnNoConsensus::Proceed,
            conduct: Default::default(),
        };
        let req = debater.draft_request(&input).unwrap();
        let roles: Vec<Who> = req.messages.iter().map(|m| m.role).collect();
        assert_eq!(roles, [Who::System, Who::System, Who::User], "{category}");
        let job = &req.messages[0].content;
        assert!(
            job.contains("Orders by customer are slow") && job.contains("Migrations run in a transaction."),
            "{job}"
        );
        assert!(req.messages[1].content.contains(&lead.spec.display_name), "{category}");
        let asks = &req.messages[2].content;
        assert!(!asks.contains("Orders by customer are slow"), "{category}: the job is sent once: {asks}");
    }
}

/// A broken or hostile server's usage figures (cached more than sent, counts near u64::MAX)
/// neither panic nor overflow the tallies: they are cut to what can be believed.
#[tokio::test(flavor = "multi_thread")]
async fn absurd_usage_figures_from_either_wire_are_bounded() {
    let big = u64::MAX - 5;
    let server = MockServer::start().await;
    let body = text_answer(&mut vec![
        json!({"type": "message_start", "message": {"model": "test-model", "usage": {"input_tokens": big, "cache_read_input_tokens": big, "cache_creation_input_tokens": big, "output_tokens": big}}}),
        json!({"type": "message_delta", "delta": {"stop_reason": "end_turn"}, "usage": {"output_tokens": big}}),
    ]);
    Mock::given(method("POST")).and(path("/v1/messages")).respond_with(sse_response(body)).mount(&server).await;
    let g = gateway(Kind::Anthropic, &server.uri(), priced(3.0, 15.0));
    for _ in 0..3 {
        let u = g.chat(None, request("hello")).await.unwrap().usage;
        assert!(u.input_tokens <= agentsmith::llm::MAX_REPORTED_TOKENS, "{u:?}");
        assert!(u.cache_read_tokens + u.cache_write_tokens <= u.input_tokens, "{u:?}");
    }
    let total = g.ledger().total();
    assert_eq!(total.calls, 3);
    assert!(total.cost_usd.is_finite() && total.cost_usd >= 0.0, "{total:?}");

    let server = MockServer::start().await;
    let chunks = vec![
        json!({"model": "test-model", "choices": [{"index": 0, "delta": {"content": "hi"}, "finish_reason": "stop"}]}),
        json!({"model": "test-model", "choices": [], "usage": {"prompt_tokens": 10, "completion_tokens": big, "prompt_tokens_details": {"cached_tokens": big}}}),
    ];
    Mock::given(method("POST"))
        .and(path("/v1/chat/completions"))
        .respond_with(sse_response(sse(&chunks, true)))
        .mount(&server)
        .await;
    let g = gateway(Kind::Openai, &format!("{}/v1", server.uri()), priced(3.0, 15.0));
    for _ in 0..3 {
        let u = g.chat(None, request("hello")).await.unwrap().usage;
        assert_eq!((u.input_tokens, u.cache_read_tokens), (10, 10), "cached is at most what was sent: {u:?}");
        assert!(u.output_tokens <= agentsmith::llm::MAX_REPORTED_TOKENS, "{u:?}");
    }
    assert!(g.ledger().total().cost_usd.is_finite());
}
