//! Redaction, tried as an attacker who wants a secret printed. Every secret shape the rules find
//! (a provider token, hard-coded JWT, session and crypto keys found by code rules, a PEM block,
//! the same key on one line with `\n` escapes, several secrets on one line) must be absent, whole
//! and in any 12-character slice, from every report, the terminal, the review prompts, `--record`
//! files and the cache; a key a model echoes must never land on disk.

use std::path::Path;
use std::sync::Arc;

use serde_json::{Value, json};
use wiremock::matchers::method;
use wiremock::{Mock, MockServer};

use agentsmith::config::{ProviderKind as Kind, Secret};
use agentsmith::llm::{Gateway, Message, OpenAi, Provider, ToolCall};

use crate::common::{Project, run};

const GH1: &str = "ghp_ErQHQwjyaxErPZDS3MoJaQNjCxkv5ndK0meG";
const GH2: &str = "ghp_R0vRzZ1fb6d06QGofB8ChQBiIu4NJkS4dJkG";
const JWT_PY: &str = "0fzMAQMEEMyIbPUf9mYQqw8x3S";
const JWT_PY2: &str = "kER0Af7BOfjtNayviHzm5Y";
const JWT_JS: &str = "yRthqpvxxGKZWGlby02BcHbo";
const FLASK: &str = "RBcynXMgWJoleSrcBrFwMOUd";
/// As Django's `get_random_secret_key` makes them.
const DJANGO: &str = "k2m$v9z&p4r^t8w*y1#x@q!Lq0Zs7Hd(-_=+)b3";
const FERNET: &str = "g3VeNVZIdHmy9dt7PfT9KnbsjF0uMMS_OOmbAfJE6sU=";
const AES_GO: &str = "ZvlpYaGcpNhxIGjb";
const GENERIC1: &str = "ryvtxw66v8GMDelNz4n8uNxNw28jsvvQPzcHvPIe";
const GENERIC2: &str = "zymMlopiWfqUyHRSIf8NFmAUNLnY5Yx0";
const GENERIC3: &str = "y3RnjDQl2Kvf8THRXfEuzcrJaBnx7I";
// Key bodies start as an RSA key's DER does (`MIIE...`): the scanner reads that start to tell a
// key from a look-alike.
const PEM_BODY: [&str; 5] = [
    "MIIEpAIBAAKCAQEAyavUR6MeOsiGgHp9oFpDr/Jx5L0pckqd3wtHVPHcg6OycbTK",
    "BiGO4kRrIz0zb3j6D4+Rn7jr7/ZCwgpqbpYX5mfKMpSOWPpeo7xikCkEsLUn5wfM",
    "CeUS6WqIM8rtYcoZtVowT0Xvy7Cvin2fnB82iJmzrWSUPhJoW1IVr1Ukrxe4T0+y",
    "LsKtqKPvb10tBzV8n3F8LQ6qmFd0PeJTGPE5AfZcXUfZM7BuSziE6yWA57JVKYB2",
    "Y5uA17Q/dXXJ2gzUxTpoibLCymWFrHCpDfgbjZKuT1nDuwRSxn/lXKFOKyJ6Oc2L",
];
const ONE_LINE_BODY: [&str; 5] = [
    "MIIEowIBAAKCAQEAlo76CZSGPQ38rlm1IlIEKkCNeom8vIYGlsnqhDVmjEYX5i8G",
    "yTTVQRz4RIXjDd7Vp9+90rdb+rzqTsUj291P1d82v+HcBo5OCgPPKzIpMrfPS+0w",
    "+y/GT4vcBZvpGl2vf4kzchmHAaYgzGSBfKJLd1ui12PaauSEB7fYRwXsJ33B212w",
    "GvTXrsttjGf2m1/AEtbqIVkPOxtsFc4O1gLuPwccr6+Qnez3ufWmv9jz+geXOpbt",
    "zXmhNHXBVmymi9RQzD1kFqebVvMP/MvDr+78XCRMH+x8mSKrRwMyOh97b7tX02fB",
];
/// The model key in the environment, for the echo tests.
const API_KEY: &str = "sk-proj-uvMyW34ZFvm4NOINxeovyrNKi1IQ8CVrqvAghVLOFlxJjMNK";

fn pem(body: &[&str], eol: &str) -> String {
    format!("-----BEGIN RSA PRIVATE KEY-----{eol}{}{eol}-----END RSA PRIVATE KEY-----", body.join(eol))
}

/// Every 12-character slice of a secret's body (its lines, without the PEM armour): none may
/// show anywhere.
fn slices(secret: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in secret.split('\n').flat_map(|l| l.split("\\n")) {
        let line = line.trim();
        if line.starts_with("-----") {
            continue;
        }
        let chars: Vec<char> = line.chars().collect();
        for w in chars.windows(12) {
            out.push(w.iter().collect());
        }
        if chars.len() < 12 && !chars.is_empty() {
            out.push(line.to_string());
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Panics naming the first slice of a secret that shows in one of `outputs`.
fn assert_hidden(secrets: &[&str], outputs: &[(String, String)]) {
    for secret in secrets {
        for slice in slices(secret) {
            for (name, text) in outputs {
                assert!(!text.contains(&slice), "`{slice}` (of a secret) shows in {name}:\n{text}");
            }
        }
    }
}

/// Every file under `dir`, as `(path, text)`.
fn tree(dir: &Path) -> Vec<(String, String)> {
    crate::llm::walk(dir)
        .into_iter()
        .map(|f| (f.display().to_string(), String::from_utf8_lossy(&std::fs::read(&f).unwrap()).into_owned()))
        .collect()
}

/// `security-scan --no-model` of a repository holding `files`: the three reports, stdout and
/// stderr, and the rules that fired (suppressed findings included).
fn scan(files: &[(&str, String)]) -> (Vec<(String, String)>, Vec<String>) {
    let p = Project::new();
    for (rel, text) in files {
        p.write(rel, text);
    }
    let out_dir = p.dir.path().join("out");
    let (code, out, err) =
        run(p.cmd(&["security-scan", "--no-model", "--output", out_dir.to_str().unwrap(), "--fail-on", "none"]));
    assert_eq!(code, 0, "{out}{err}");
    let mut outputs = tree(&out_dir);
    assert_eq!(outputs.len(), 3, "report.md, report.json, findings.sarif");
    let json: Value = serde_json::from_str(&std::fs::read_to_string(out_dir.join("report.json")).unwrap()).unwrap();
    let rules = ["findings", "suppressed"]
        .iter()
        .flat_map(|k| json[k].as_array().unwrap().iter().map(|f| f["rule_id"].as_str().unwrap().to_string()))
        .collect();
    outputs.push(("stdout".into(), out));
    outputs.push(("stderr".into(), err));
    (outputs, rules)
}

fn assert_fired(rules: &[String], want: &[&str]) {
    for w in want {
        assert!(rules.iter().any(|r| r == w), "{w} did not fire: {rules:?}");
    }
}

/// A line of `prefix`, padded so that `secret` starts at column 140 and runs past the snippet's
/// 160-character cut.
fn straddling(prefix: &str, secret: &str, suffix: &str) -> String {
    let pad = 140usize.saturating_sub(prefix.len());
    format!("{prefix}{}{secret}{suffix}", "-v ".repeat(pad / 3) + &" ".repeat(pad % 3))
}

fn token_files() -> Vec<(&'static str, String)> {
    vec![(
        "ci/publish.py",
        format!(
            "import os\nGITHUB_TOKEN = \"{GH1}\"\n# agentsmith:ignore[github-token] the mirror job still reads {GH1}\nMIRROR = \"{GH1}\"\n{}\n",
            straddling(
                "os.system(\"curl -s -H 'Authorization: token ",
                GH1,
                "' https://api.github.com/x \" + os.environ[\"REPO\"])"
            )
        ),
    )]
}

fn jwt_files() -> Vec<(&'static str, String)> {
    vec![
        (
            "auth/tokens.py",
            format!(
                "import jwt\nimport subprocess\n\nJWT_SIGNING = \"{JWT_PY}\"\n\n\ndef issue(uid):\n    return jwt.encode({{\"sub\": uid}}, JWT_SIGNING, algorithm=\"HS256\")\n\n\ndef rotate(name):\n    subprocess.call(\"signer --old-key {JWT_PY} --name \" + name, shell=True)\n"
            ),
        ),
        (
            "web/auth.js",
            format!(
                "const jwt = require('jsonwebtoken');\nfunction issue(user) {{\n  return jwt.sign({{ id: user.id }}, '{JWT_JS}', {{ expiresIn: '1h' }});\n}}\nmodule.exports = {{ issue }};\n"
            ),
        ),
        // The same key in another file, where no rule knows it for a key, past the cut.
        (
            "tools/sign.py",
            format!(
                "import subprocess\n\n\ndef sign(name):\n    {}\n",
                straddling("subprocess.call(\"signer ", JWT_PY, " --name \" + name, shell=True)")
            ),
        ),
    ]
}

fn session_files() -> Vec<(&'static str, String)> {
    vec![
        (
            "app.py",
            format!("from flask import Flask\n\napp = Flask(__name__)\napp.config[\"SECRET_KEY\"] = \"{FLASK}\"\n"),
        ),
        ("mysite/settings.py", format!("DEBUG = False\nSECRET_KEY = \"{DJANGO}\"\nALLOWED_HOSTS = [\"*\"]\n")),
    ]
}

fn crypto_files() -> Vec<(&'static str, String)> {
    vec![
        (
            "crypto/box.py",
            format!(
                "from cryptography.fernet import Fernet\n\nKEY = b\"{FERNET}\"\n\n\ndef box():\n    return Fernet(KEY)\n"
            ),
        ),
        (
            "crypto/seal.go",
            format!(
                "package seal\n\nimport \"crypto/aes\"\n\nfunc Block() {{\n\tblock, _ := aes.NewCipher([]byte(\"{AES_GO}\"))\n\t_ = block\n}}\n"
            ),
        ),
    ]
}

fn pem_files() -> Vec<(&'static str, String)> {
    let block = pem(&PEM_BODY, "\n");
    vec![
        ("deploy/server.pem", format!("{block}\n")),
        ("deploy/keys.py", format!("import os\n\nSERVER_KEY = \"\"\"{block}\n\"\"\"\nNAME = os.environ[\"NAME\"]\n")),
    ]
}

fn one_line_files() -> Vec<(&'static str, String)> {
    let escaped = pem(&ONE_LINE_BODY, "\\n");
    vec![
        ("config/tls.py", format!("TLS_KEY = \"{escaped}\\n\"\n")),
        (
            "config/service.json",
            format!(
                "{{\n  \"type\": \"service_account\",\n  \"project_id\": \"p-zprvfwo1\",\n  \"private_key\": \"{escaped}\\n\",\n  \"client_email\": \"ci@p-zprvfwo1.iam.gserviceaccount.com\"\n}}\n"
            ),
        ),
    ]
}

fn two_per_line_files() -> Vec<(&'static str, String)> {
    vec![(
        "settings/prod.py",
        format!(
            "import jwt\n\nGH = \"{GH2}\"; CLIENT_SECRET = \"{GENERIC1}\"\ncreds = {{\"client_secret\": \"{GENERIC2}\", \"api_key\": \"{GENERIC3}\"}}\n\n\ndef t(c):\n    return jwt.encode(c, \"{JWT_PY2}\", algorithm=\"HS256\"), \"{GH2}\"\n"
        ),
    )]
}

#[test]
fn a_token_found_by_a_secret_rule_never_shows() {
    let (outputs, rules) = scan(&token_files());
    assert_fired(&rules, &["github-token"]);
    // The suppression reason quotes it; the long line cuts it at column 160.
    assert!(outputs.iter().any(|(_, t)| t.contains("the mirror job still reads ghp_****[40 chars]")));
    assert_hidden(&[GH1], &outputs);
}

#[test]
fn a_jwt_secret_found_by_a_code_rule_never_shows() {
    let (outputs, rules) = scan(&jwt_files());
    assert_fired(&rules, &["python-hardcoded-jwt-secret", "javascript-jwt-hardcoded-secret"]);
    assert_hidden(&[JWT_PY, JWT_JS], &outputs);
}

#[test]
fn a_flask_or_django_secret_key_never_shows() {
    let (outputs, rules) = scan(&session_files());
    assert_fired(&rules, &["generic-secret-assignment"]);
    assert_eq!(rules.iter().filter(|r| *r == "generic-secret-assignment").count(), 2, "{rules:?}");
    assert_hidden(&[FLASK, DJANGO], &outputs);
}

#[test]
fn a_hard_coded_crypto_key_never_shows() {
    let (outputs, rules) = scan(&crypto_files());
    assert_fired(&rules, &["python-hardcoded-crypto-key", "go-hardcoded-crypto-key"]);
    assert_hidden(&[FERNET, AES_GO], &outputs);
}

#[test]
fn a_multi_line_private_key_never_shows() {
    let (outputs, rules) = scan(&pem_files());
    assert_fired(&rules, &["private-key"]);
    assert_hidden(&[&pem(&PEM_BODY, "\n")], &outputs);
}

#[test]
fn a_private_key_on_one_line_with_escapes_never_shows() {
    let (outputs, rules) = scan(&one_line_files());
    assert_fired(&rules, &["private-key"]);
    assert_hidden(&[&pem(&ONE_LINE_BODY, "\\n")], &outputs);
}

#[test]
fn several_secrets_on_one_line_never_show() {
    let (outputs, rules) = scan(&two_per_line_files());
    assert_fired(&rules, &["github-token", "generic-secret-assignment", "python-hardcoded-jwt-secret"]);
    assert_hidden(&[GH2, GENERIC1, GENERIC2, GENERIC3, JWT_PY2], &outputs);
}

/// Every shape in one repository.
fn all_files() -> Vec<(&'static str, String)> {
    [token_files(), jwt_files(), session_files(), crypto_files(), pem_files(), one_line_files(), two_per_line_files()]
        .concat()
}

fn all_secrets() -> Vec<String> {
    [GH1, GH2, JWT_PY, JWT_PY2, JWT_JS, FLASK, DJANGO, FERNET, AES_GO, GENERIC1, GENERIC2, GENERIC3]
        .iter()
        .map(|s| s.to_string())
        .chain([pem(&PEM_BODY, "\n"), pem(&ONE_LINE_BODY, "\\n")])
        .collect()
}

/// A review script: the panel agrees, the smith reads every file with a secret and searches for
/// them, then reports (quoting `echo`, as a model that learnt a secret would), and the filter
/// answers quoting it too.
fn review_script(echo: &str, files: &[&str]) -> String {
    let e = serde_json::to_string(echo).unwrap();
    let why = serde_json::to_string(&format!("The keys in the code come first: {echo}")).unwrap();
    let reads: String =
        files.iter().map(|f| format!("          - {{ name: read_file, arguments: {{ path: {f} }} }}\n")).collect();
    format!(
        r#"  - when: {{ stage: triage }}
    reply: {{ json: {{ add: [], drop: [] }} }}
  - when: {{ stage: draft }}
    reply: {{ json: {{ title: "Review the keys", summary: {e}, steps: ["Check the keys", "Check the code"], risks: [], responses: [] }} }}
  - when: {{ stage: review }}
    reply: {{ json: {{ verdict: AGREE, reasoning: {why}, alternative: "", criteria: [] }} }}
  - when: {{ stage: decide }}
    reply: {{ json: {{ action: execute, reasoning: {e}, subtasks: [] }} }}
  - when: {{ stage: execute }}
    replies:
      - tool_calls:
{reads}          - {{ name: list_dir, arguments: {{ path: "." }} }}
          - {{ name: search, arguments: {{ pattern: "ghp_|SECRET|BEGIN|jwt|Fernet|NewCipher|signer|client_secret" }} }}
          - {{ name: search, arguments: {{ pattern: "ghp_ErQHQw" }} }}
      - tool_calls:
          - {{ name: report_finding, arguments: {{ rule_id: "", path: auth/tokens.py, start_line: 4, end_line: 4, title: {e}, severity: high, confidence: 8, cwe: CWE-798, evidence: {e}, fix: {e} }} }}
      - content: {e}
  - when: {{ stage: aggregate }}
    reply: {{ content: {e} }}
  - when: {{ stage: filter }}
    reply:
      json:
        verdicts:
          - {{ id: F1, verdict: keep, reason: {e}, severity: "", fix: {e} }}
          - {{ id: F2, verdict: reject, reason: {e}, severity: "" }}
"#
    )
}

#[test]
fn no_secret_reaches_a_review_prompt_the_record_or_the_results() {
    let p = Project::new();
    let files = all_files();
    for (rel, text) in &files {
        p.write(rel, text);
    }
    let secrets = all_secrets();
    // Any request that carries any slice of any secret is answered with a marker that would show.
    let mut script = String::from("rules:\n");
    for s in &secrets {
        for slice in slices(s) {
            script.push_str(&format!(
                "  - when: {{ contains: {} }}\n    reply: {{ content: \"LEAKED {}\" }}\n",
                serde_json::to_string(&slice).unwrap(),
                slice.replace(['"', '\\'], "")
            ));
        }
    }
    // The model's own answers quote every secret, as one that learnt them would.
    let paths: Vec<&str> = files.iter().map(|(f, _)| *f).collect();
    script.push_str(&review_script(&format!("keys: {}", secrets.join(" ")), &paths));
    let file = crate::common::write(&p.dir.path().join("script.yaml"), &script);
    let rec = p.dir.path().join("rec.jsonl");
    let mut c = p.cmd(&["--record", rec.to_str().unwrap(), "security-scan", "--review"]);
    c.env("AGENTSMITH_PROVIDER", "scripted").env("AGENTSMITH_SCRIPT", &file);
    let (code, out, err) = run(c);
    assert_eq!(code, 1, "{out}{err}");
    let mut outputs = tree(&p.repo().join(".agent-smith"));
    outputs.push(("rec.jsonl".into(), std::fs::read_to_string(&rec).unwrap()));
    outputs.push(("stdout".into(), out.clone()));
    outputs.push(("stderr".into(), err.clone()));
    for (name, text) in &outputs {
        assert!(!text.contains("LEAKED"), "a request carried a secret; see {name}:\n{text}");
    }
    let refs: Vec<&str> = secrets.iter().map(String::as_str).collect();
    assert_hidden(&refs, &outputs);
    // The review did run on those files: the smith read them, the filter judged the findings.
    let events = std::fs::read_to_string(p.repo().join(".agent-smith/review/events.jsonl")).unwrap();
    let reads = events.lines().filter(|l| l.contains(r#""tool":"read_file","ok":true"#)).count();
    assert_eq!(reads, files.len(), "{events}");
    let json: Value =
        serde_json::from_str(&std::fs::read_to_string(p.repo().join(".agent-smith/results/report.json")).unwrap())
            .unwrap();
    assert_eq!(json["review"]["added"], 1, "{json}");
    assert!(json["review"]["reviewed"].as_u64().unwrap() >= 2, "{json}");
    let record = std::fs::read_to_string(&rec).unwrap();
    assert!(record.contains(r#""stage":"filter""#) && record.contains("ghp_****[40 chars]"), "{record}");
}

#[test]
fn a_key_the_model_echoes_stays_out_of_the_record_the_cache_and_the_results() {
    let p = Project::new();
    for (rel, text) in token_files() {
        p.write(rel, &text);
    }
    p.write(".agentsmith/config.yaml", "cache:\n  enabled: true\n");
    let script = format!("rules:\n{}", review_script(&format!("your key is {API_KEY}."), &["ci/publish.py"]));
    let file = crate::common::write(&p.dir.path().join("script.yaml"), &script);
    let rec = p.dir.path().join("rec.jsonl");
    let scan = |p: &Project| {
        let mut c = p.cmd(&["--record", rec.to_str().unwrap(), "security-scan", "--review"]);
        c.env("AGENTSMITH_PROVIDER", "scripted").env("AGENTSMITH_SCRIPT", &file).env("OPENAI_API_KEY", API_KEY);
        run(c)
    };
    let (code, out, err) = scan(&p);
    assert_eq!(code, 1, "{out}{err}");
    // Again, answered from the cache.
    let (code, out2, err2) = scan(&p);
    assert_eq!(code, 1, "{out2}{err2}");
    let cache = p.repo().join(".agent-smith/cache");
    assert!(!crate::llm::walk(&cache).is_empty(), "the cache holds the answers");
    let mut outputs = tree(&p.repo().join(".agent-smith"));
    let record = std::fs::read_to_string(&rec).unwrap();
    assert!(record.contains("your key is sk-p****[56 chars]."), "{record}");
    outputs.push(("rec.jsonl".into(), record));
    outputs.extend([("stdout".into(), out), ("stderr".into(), err), ("stdout".into(), out2), ("stderr".into(), err2)]);
    assert_hidden(&[API_KEY, GH1], &outputs);
}

#[test]
fn a_key_the_model_echoes_never_reaches_a_smith_result_or_the_event_log() {
    let p = Project::new();
    p.write("README.md", "# demo\n");
    let k = serde_json::to_string(&format!("the key: {API_KEY}, the tokens: {GH1} {GH2}")).unwrap();
    let script = p.write(
        "script.yaml",
        &format!(
            "rules:\n  - when: {{ stage: decide }}\n    reply: {{ json: {{ action: execute, reasoning: {k}, subtasks: [] }} }}\n  - when: {{ stage: execute }}\n    replies:\n      - tool_calls:\n          - {{ name: {API_KEY}, arguments: {{ path: {k} }} }}\n          - {{ name: read_file, arguments: {{ path: {k} }} }}\n      - content: {k}\n"
        ),
    );
    let mut c = p.cmd(&["run", "--no-debate", "Say hello"]);
    c.env("AGENTSMITH_PROVIDER", "scripted").env("AGENTSMITH_SCRIPT", &script).env("OPENAI_API_KEY", API_KEY);
    // The GitHub token (`--issue`, `--pr`) is masked as the model keys are.
    c.env("GITHUB_TOKEN", GH1).env("GH_TOKEN", GH2);
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{out}{err}");
    let result = std::fs::read_to_string(p.repo().join(".agent-smith/smiths/smith-root/outbox/result.md")).unwrap();
    assert!(result.contains("the key: sk-p****[56 chars]"), "{result}");
    assert!(result.contains("the tokens: ghp_****[40 chars]"), "{result}");
    let mut outputs = tree(&p.repo().join(".agent-smith"));
    outputs.extend([("stdout".into(), out), ("stderr".into(), err)]);
    assert_hidden(&[API_KEY, GH1, GH2], &outputs);
}

#[tokio::test(flavor = "multi_thread")]
async fn an_endpoint_echoing_the_key_is_masked_before_the_record_the_cache_and_the_caller() {
    let dir = tempfile::tempdir().unwrap();
    let server = MockServer::start().await;
    // The key comes back split across stream chunks, in the text and in a tool call's arguments.
    let (a, b) = API_KEY.split_at(20);
    let chunks = vec![
        json!({"model": "m", "choices": [{"index": 0, "delta": {"content": format!("it is {a}")}, "finish_reason": null}]}),
        json!({"model": "m", "choices": [{"index": 0, "delta": {"content": format!("{b}, keep it")}, "finish_reason": null}]}),
        json!({"model": "m", "choices": [{"index": 0, "delta": {"tool_calls": [{"index": 0, "id": "c1", "type": "function", "function": {"name": "read_file", "arguments": format!("{{\"path\":\"{a}")}}]}}]}),
        json!({"model": "m", "choices": [{"index": 0, "delta": {"tool_calls": [{"index": 0, "function": {"arguments": format!("{b}\"}}")}}]}}]}),
        json!({"model": "m", "choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}]}),
    ];
    Mock::given(method("POST"))
        .respond_with(crate::llm::sse_response(crate::llm::sse(&chunks, true)))
        .mount(&server)
        .await;
    let mut m = crate::llm::model(Kind::Openai, &server.uri());
    m.api_key = Some(Secret::new(API_KEY.into()));
    let provider: Arc<dyn Provider> = Arc::new(OpenAi::new(&m, &agentsmith::config::Network::default()).unwrap());
    let mut o = crate::llm::opts();
    o.cache_dir = Some(dir.path().join("cache"));
    o.record = Some(dir.path().join("rec.jsonl"));
    let g = Gateway::with_provider(provider, m, o).unwrap();
    // A prompt that carries the key (a file the model was shown, an earlier answer) is masked
    // before it is sent.
    let mut req = crate::llm::request(&format!("the env holds OPENAI_API_KEY={API_KEY}"));
    req.messages.push(Message::assistant(
        "",
        vec![ToolCall { id: "c0".into(), name: "read_file".into(), arguments: format!("{{\"path\":\"{API_KEY}\"}}") }],
    ));
    req.messages.push(Message::tool("c0", API_KEY));
    let first = g.chat(None, req.clone()).await.unwrap();
    let again = g.chat(None, req).await.unwrap(); // from the cache
    assert_eq!(server.received_requests().await.unwrap().len(), 1);
    for resp in [&first, &again] {
        assert_eq!(resp.content, "it is sk-p****[56 chars], keep it");
        assert_eq!(resp.tool_calls[0].arguments, "{\"path\":\"sk-p****[56 chars]\"}");
    }
    let sent = crate::llm::bodies(&server).await;
    let mut outputs = vec![("request body".to_string(), sent[0].to_string())];
    outputs.extend(tree(dir.path()));
    assert!(outputs.len() >= 3, "the request, the record and a cache entry");
    assert_hidden(&[API_KEY], &outputs);
    // The redactor is the pipeline's to share: what it adds is masked too.
    g.redactor().add("a-scan-secret-0123");
    let r = g.chat(None, crate::llm::request("a-scan-secret-0123")).await.unwrap();
    assert!(r.content.starts_with("it is"));
    let sent = crate::llm::bodies(&server).await;
    assert!(!sent[1].to_string().contains("a-scan-secret-0123"), "{}", sent[1]);
}

#[test]
fn api_scan_never_shows_a_secret_pasted_into_the_spec() {
    let p = Project::new();
    let escaped = pem(&ONE_LINE_BODY, "\\n");
    let spec = p.write(
        "openapi.yaml",
        &format!(
            "openapi: 3.0.0\ninfo: {{ title: t, version: '1' }}\nservers: [{{ url: 'http://api.example.com' }}]\npaths:\n  /repos:\n    get:\n      parameters:\n        - {{ name: token, in: query, schema: {{ type: string, maxLength: 64 }}, example: \"{GH1} {GH2}\" }}\n      responses:\n        '200': {{ description: ok }}\ncomponents:\n  examples:\n    signing: {{ value: \"{escaped}\\n\" }}\n"
        ),
    );
    let out_dir = p.dir.path().join("out");
    let (code, out, err) = run(p.cmd(&["api-scan", spec.to_str().unwrap(), "--output", out_dir.to_str().unwrap()]));
    assert_eq!(code, 1, "{out}{err}");
    let json: Value = serde_json::from_str(&std::fs::read_to_string(out_dir.join("report.json")).unwrap()).unwrap();
    let rules: Vec<String> =
        json["findings"].as_array().unwrap().iter().map(|f| f["rule_id"].as_str().unwrap().to_string()).collect();
    assert_fired(&rules, &["github-token", "private-key", "api-credential-in-query"]);
    let mut outputs = tree(&out_dir);
    outputs.extend([("stdout".into(), out), ("stderr".into(), err)]);
    assert_hidden(&[GH1, GH2, &escaped], &outputs);
}

#[test]
fn a_secret_written_like_words_is_masked_without_garbling_the_report() {
    // The value is also part of the rule's id and of the file's name: those stay whole.
    let (outputs, rules) = scan(&[(
        "jwt-hardcoded-secret.js",
        "const jwt = require('jsonwebtoken');\nconst token = jwt.sign({ id: 1 }, 'hardcoded-secret');\n".to_string(),
    )]);
    assert_eq!(rules, ["javascript-jwt-hardcoded-secret"]);
    let json = &outputs.iter().find(|(n, _)| n.ends_with("report.json")).unwrap().1;
    let json: Value = serde_json::from_str(json).unwrap();
    let f = &json["findings"][0];
    assert_eq!(f["path"], "jwt-hardcoded-secret.js");
    assert_eq!(f["snippet"], "const token = jwt.sign({ id: 1 }, 'ha****[16 chars]');");
    assert_eq!(f["detail"], "the argument is `ha****[16 chars]`");
    for (name, text) in &outputs {
        assert!(!text.contains("'hardcoded-secret'") && !text.contains("`hardcoded-secret`"), "{name}:\n{text}");
    }
}
