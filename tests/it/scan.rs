//! `security-scan`: the example app's findings, report formats, exit statuses, suppressions,
//! baselines, redaction of secrets, and files that must be skipped.

use std::path::Path;

use serde_json::Value;

use crate::common::{Project, root, run};

fn read_json(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// Scans `target` into `out`, returns (status, stdout).
fn scan(p: &Project, target: &Path, out: &Path, extra: &[&str]) -> (i32, String, String) {
    let mut c = p.cmd(&["security-scan"]);
    c.arg(target).arg("--output").arg(out).args(extra);
    run(c)
}

fn tsv(path: &Path) -> Vec<Vec<String>> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.split('\t').map(str::to_string).collect())
        .collect()
}

#[test]
fn example_app_findings_by_family_and_line() {
    let p = Project::new();
    let shop = root().join("examples/vulnerable-shop");
    let out = p.dir.path().join("out");
    let (code, stdout, stderr) = scan(&p, &shop, &out, &[]);
    assert_eq!(code, 1, "{stdout}{stderr}");
    let report = read_json(&out.join("report.json"));
    let findings = report["findings"].as_array().unwrap();
    // Paths are the repository's: this checkout's when it is a git repository (a source archive
    // has none, and names them from the shop's folder).
    let shop_path = |f: &Value| {
        let p = f["path"].as_str().unwrap();
        p.strip_prefix("examples/vulnerable-shop/").unwrap_or(p).to_string()
    };
    let covers = |file: &str, line: usize, family: Option<&str>| {
        findings.iter().any(|f| {
            shop_path(f) == file
                && f["start_line"].as_u64().unwrap() as usize <= line
                && line <= f["end_line"].as_u64().unwrap() as usize
                && family.is_none_or(|fam| f["family"] == fam)
        })
    };
    let mut problems = Vec::new();
    for row in tsv(&shop.join("expected.tsv")) {
        let line: usize = row[2].parse().unwrap();
        if !covers(&row[1], line, Some(&row[0])) {
            problems.push(format!("missed {} at {}:{}", row[0], row[1], line));
        }
    }
    for row in tsv(&shop.join("safe.tsv")) {
        let line: usize = row[2].parse().unwrap();
        if covers(&row[1], line, None) {
            problems.push(format!("flagged safe look-alike ({}) at {}:{}", row[0], row[1], line));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The exact list, by rule and line, so any change to the detectors shows up in review.
    let list: Vec<String> = findings
        .iter()
        .map(|f| format!("{}:{} {}", shop_path(f), f["start_line"], f["rule_id"].as_str().unwrap()))
        .collect();
    insta::assert_snapshot!("vulnerable_shop_findings", list.join("\n"));
}

#[test]
fn sarif_validates_against_the_official_schema() {
    let p = Project::new();
    p.write("app.py", "import os\n\ndef run(cmd):\n    os.system(\"ls \" + cmd)  # agentsmith:ignore[python-os-system] reviewed: cmd is an internal enum\n\ndef go(x):\n    eval(x)\n");
    p.write("bin.dat", "\0\0\0binary");
    let out = p.dir.path().join("out");
    let (code, _, err) = scan(&p, &p.repo(), &out, &["--format", "sarif"]);
    assert_eq!(code, 1, "{err}");
    let sarif = read_json(&out.join("findings.sarif"));
    let schema = read_json(&root().join("tests/fixtures/sarif-schema-2.1.0.json"));
    let validator = jsonschema::draft7::new(&schema).unwrap();
    let errors: Vec<String> = validator.iter_errors(&sarif).map(|e| format!("{e} at {}", e.instance_path)).collect();
    assert!(errors.is_empty(), "{}", errors.join("\n"));

    let run0 = &sarif["runs"][0];
    let results = run0["results"].as_array().unwrap();
    assert_eq!(results.len(), 2);
    let suppressed = results.iter().find(|r| r["ruleId"] == "python-os-system").unwrap();
    assert_eq!(suppressed["suppressions"][0]["kind"], "inSource");
    assert_eq!(suppressed["suppressions"][0]["justification"], "reviewed: cmd is an internal enum");
    let eval = results.iter().find(|r| r["ruleId"] == "python-eval").unwrap();
    assert!(eval.get("suppressions").is_none());
    assert_eq!(eval["locations"][0]["physicalLocation"]["region"]["startLine"], 7);
    assert_eq!(eval["partialFingerprints"]["agentsmith/v1"].as_str().unwrap().len(), 32);
    let rules = run0["tool"]["driver"]["rules"].as_array().unwrap();
    let rule = &rules[eval["ruleIndex"].as_u64().unwrap() as usize];
    assert_eq!(rule["id"], "python-eval");
    assert!(rule["properties"]["tags"].as_array().unwrap().iter().any(|t| t == "CWE-95"));
    assert!(!rule["fullDescription"]["text"].as_str().unwrap().is_empty());
    let notes = run0["invocations"][0]["toolExecutionNotifications"].as_array().unwrap();
    assert!(notes.iter().any(|n| n["message"]["text"] == "skipped: binary file"));
}

#[test]
fn exit_status_follows_fail_on() {
    let p = Project::new();
    p.write("settings.py", "SESSION_COOKIE_SECURE = False\n");
    let out = p.dir.path().join("out");
    assert_eq!(scan(&p, &p.repo(), &out, &[]).0, 0, "a medium finding passes the default --fail-on high");
    assert_eq!(scan(&p, &p.repo(), &out, &["--fail-on", "medium"]).0, 1);
    assert_eq!(scan(&p, &p.repo(), &out, &["--fail-on", "none"]).0, 0);
    p.write("run.py", "import os\nos.system('rm ' + target)\n");
    assert_eq!(scan(&p, &p.repo(), &out, &[]).0, 1);
    assert_eq!(scan(&p, &p.repo(), &out, &["--fail-on", "critical"]).0, 0);
    let mut c = p.cmd(&["security-scan"]);
    c.env("AGENTSMITH_FAIL_ON", "none").arg(p.repo()).arg("--output").arg(&out);
    assert_eq!(run(c).0, 0, "configuration sets the default");
    // The flag is a setting resolved over the configuration: the report names the threshold
    // the scan was judged by.
    let fail_on = |extra: &[&str]| {
        let mut c = p.cmd(&["security-scan"]);
        c.env("AGENTSMITH_FAIL_ON", "none").arg(p.repo()).arg("--output").arg(&out).args(extra);
        let code = run(c).0;
        let json: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(out.join("report.json")).unwrap()).unwrap();
        (code, json["fail_on"].as_str().unwrap().to_string(), json["summary"]["failed"].as_bool().unwrap())
    };
    assert_eq!(fail_on(&[]), (0, "none".to_string(), false));
    assert_eq!(fail_on(&["--fail-on", "medium"]), (1, "medium".to_string(), true));
    // Usage errors.
    assert_eq!(scan(&p, &p.repo(), &out, &["--format", "pdf"]).0, 2);
    assert_eq!(scan(&p, &p.repo(), &out, &["--fail-on", "severe"]).0, 2);
    let (code, _, err) = scan(&p, &p.dir.path().join("nowhere"), &out, &[]);
    assert_eq!(code, 2);
    assert!(err.contains("no such file or folder"), "{err}");
    let (code, _, err) = scan(&p, &p.repo(), &out, &["--exclude", "a[b"]);
    assert_eq!(code, 2);
    assert!(err.contains("bad glob"), "{err}");
}

#[test]
fn reports_and_summary() {
    let p = Project::new();
    p.write("db.py", "def q(cur, name):\n    cur.execute(f\"SELECT * FROM t WHERE n = '{name}'\")\n");
    let out = p.dir.path().join("reports");
    let (code, stdout, _) = scan(&p, &p.repo(), &out, &[]);
    assert_eq!(code, 1);
    for f in ["findings.sarif", "report.md", "report.json"] {
        assert!(out.join(f).is_file(), "{f} not written");
    }
    assert!(stdout.lines().any(|l| l.split_whitespace().collect::<Vec<_>>() == ["high", "1"]), "{stdout}");
    assert!(
        stdout.contains("HIGH     db.py:2  SQL statement built from strings passed to execute [python-sql-built]"),
        "{stdout}"
    );
    assert!(stdout.contains("Result: FAILED"), "{stdout}");
    let md = std::fs::read_to_string(out.join("report.md")).unwrap();
    assert!(md.contains("## High (1)"), "{md}");
    assert!(md.contains("**How to fix:** Pass values as bound parameters"), "{md}");
    assert!(md.contains("cur.execute(f\"SELECT * FROM t WHERE n = '{name}'\")"), "{md}");
    // One format, written to the named file.
    let file = p.dir.path().join("only.sarif");
    let mut c = p.cmd(&["security-scan"]);
    c.arg(p.repo()).args(["--format", "sarif", "--output"]).arg(&file);
    assert_eq!(run(c).0, 1);
    assert!(file.is_file());
    // The default output folder is .agent-smith/results in the repository (--repo), not the
    // current directory.
    let c = p.cmd(&["security-scan", "repo"]);
    assert_eq!(run(c).0, 1);
    assert!(p.repo().join(".agent-smith/results/report.json").is_file());
    assert!(!p.dir.path().join(".agent-smith").exists());
}

#[test]
fn baseline_suppresses_known_findings_only() {
    let p = Project::new();
    p.write("a.py", "import os\n\ndef f(x):\n    os.system('ls ' + x)\n");
    let out = p.dir.path().join("out");
    let baseline = p.dir.path().join("baseline.json");
    let mut c = p.cmd(&["security-scan"]);
    c.arg(p.repo()).arg("--output").arg(&out).arg("--write-baseline").arg(&baseline);
    assert_eq!(run(c).0, 1);
    let b = read_json(&baseline);
    assert_eq!(b["findings"].as_array().unwrap().len(), 1);
    // Unrelated lines move the finding; its fingerprint does not change.
    p.write("a.py", "import os\n\n\n# a comment\n\ndef f(x):\n    os.system('ls ' + x)\n");
    let base = baseline.to_str().unwrap();
    let (code, stdout, _) = scan(&p, &p.repo(), &out, &["--baseline", base]);
    assert_eq!(code, 0, "{stdout}");
    let sarif = read_json(&out.join("findings.sarif"));
    assert_eq!(sarif["runs"][0]["results"][0]["suppressions"][0]["kind"], "external");
    // A new finding is not covered.
    p.write("b.py", "def g(y):\n    eval(y)\n");
    let (code, _, _) = scan(&p, &p.repo(), &out, &["--baseline", base]);
    assert_eq!(code, 1);
    let report = read_json(&out.join("report.json"));
    assert_eq!(report["findings"].as_array().unwrap().len(), 1);
    assert_eq!(report["findings"][0]["rule_id"], "python-eval");
    // A broken baseline is a usage error naming the file.
    std::fs::write(&baseline, "{\"nope\": 1}").unwrap();
    let (code, _, err) = scan(&p, &p.repo(), &out, &["--baseline", base]);
    assert_eq!(code, 2);
    assert!(err.contains("baseline.json: not a baseline file"), "{err}");
}

#[test]
fn inline_ignore_on_the_line_above() {
    let p = Project::new();
    p.write("a.js", "function f(req) {\n  // agentsmith:ignore[javascript-eval] sandboxed interpreter, reviewed 2026-11\n  eval(req.body.code);\n}\n");
    let out = p.dir.path().join("out");
    let (code, _, _) = scan(&p, &p.repo(), &out, &[]);
    assert_eq!(code, 0);
    let md = std::fs::read_to_string(out.join("report.md")).unwrap();
    assert!(md.contains("| eval/Function on non-constant input (`javascript-eval`) | `a.js:3` | sandboxed interpreter, reviewed 2026-11 |"), "{md}");
}

/// Bandit's and gosec's `nosec` and semgrep's `nosemgrep` suppress code findings of their
/// kind on their line (`scan.honour_foreign_ignores`, on by default), never a secret; each
/// stays in the SARIF log with a suppression naming the comment.
#[test]
fn nosec_and_nosemgrep_suppress_code_findings() {
    let p = Project::new();
    p.write(
        "a.py",
        "import os\nimport subprocess\n\ndef f(cmd):\n    os.system(\"ls \" + cmd)  # nosec\n    subprocess.call(\"tar \" + cmd, shell=True)  # nosec B602\n    eval(cmd)  # nosec B602\n    TOKEN = \"ghp_Q7v2kXz9LmN4pR8sT1wY6bC3dF5gH0jK2aPe\"  # nosec\n",
    );
    p.write(
        "b.js",
        "function f(req) {\n  // nosemgrep: javascript.lang.security.audit.eval-detected\n  eval(req.body.code);\n  eval(req.query.x); // nosemgrep\n  eval(req.query.y);\n}\n",
    );
    p.write(
        "c.go",
        "package main\n\nimport (\n\t\"net/http\"\n\t\"os/exec\"\n)\n\nfunc h(w http.ResponseWriter, r *http.Request) {\n\texec.Command(\"sh\", \"-c\", r.URL.Query().Get(\"c\")).Run() // #nosec G204\n\texec.Command(\"sh\", \"-c\", r.URL.Query().Get(\"d\")).Run()\n}\n",
    );
    let out = p.dir.path().join("out");
    let (code, stdout, stderr) = scan(&p, &p.repo(), &out, &[]);
    assert_eq!(code, 1, "{stdout}{stderr}");
    let sarif = read_json(&out.join("findings.sarif"));
    let results: Vec<(String, u64, Option<String>)> = sarif["runs"][0]["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let at = &r["locations"][0]["physicalLocation"];
            let s = &r["suppressions"][0];
            if !s.is_null() {
                assert_eq!(s["kind"], "inSource");
            }
            (
                at["artifactLocation"]["uri"].as_str().unwrap().to_string(),
                at["region"]["startLine"].as_u64().unwrap(),
                s["justification"].as_str().map(str::to_string),
            )
        })
        .collect();
    let why = |uri: &str, line: u64| {
        results
            .iter()
            .find(|(u, l, _)| u == uri && *l == line)
            .unwrap_or_else(|| panic!("{uri}:{line} {results:?}"))
            .2
            .clone()
    };
    let bandit = |m: &str| Some(format!("suppressed in source by `{m}` (bandit's and gosec's inline ignore)"));
    let semgrep = |m: &str| Some(format!("suppressed in source by `{m}` (semgrep's inline ignore)"));
    assert_eq!(why("a.py", 5), bandit("nosec"), "bare: any code finding");
    assert_eq!(why("a.py", 6), bandit("nosec B602"), "B602 is bandit's shell=True");
    assert_eq!(why("a.py", 7), None, "B602 does not cover eval");
    assert_eq!(why("a.py", 8), None, "a secret is not a code finding");
    assert_eq!(why("b.js", 3), semgrep("nosemgrep: javascript.lang.security.audit.eval-detected"));
    assert_eq!(why("b.js", 4), semgrep("nosemgrep"));
    assert_eq!(why("b.js", 5), None, "the line above ends another statement");
    assert_eq!(why("c.go", 9), bandit("nosec G204"));
    assert_eq!(why("c.go", 10), None);
    // Off: only agentsmith's own markers count.
    p.write(".agentsmith/config.yaml", "scan:\n  honour_foreign_ignores: false\n");
    scan(&p, &p.repo(), &out, &[]);
    let report = read_json(&out.join("report.json"));
    assert_eq!(report["suppressed"].as_array().unwrap().len(), 0, "{report}");
}

#[test]
fn secrets_never_appear_whole_in_any_output() {
    let p = Project::new();
    let secrets =
        ["ghp_Q7v2kXz9LmN4pR8sT1wY6bC3dF5gH0jK2aPe", "sk_live_51Hx9QmZ3vB7nR2kL8pT4wY6cD0fG", "AKIAZ4Q7XKP2LMN8RT5V"];
    p.write(
        "config.py",
        &format!(
            "GITHUB_TOKEN = \"{}\"\nSTRIPE = \"{}\"\naws_access_key_id = \"{}\"\n",
            secrets[0], secrets[1], secrets[2]
        ),
    );
    let out = p.dir.path().join("out");
    let baseline = p.dir.path().join("b.json");
    let mut c = p.cmd(&["security-scan"]);
    c.arg(p.repo()).arg("--output").arg(&out).arg("--write-baseline").arg(&baseline);
    let (code, stdout, stderr) = run(c);
    assert_eq!(code, 1, "{stdout}{stderr}");
    let mut outputs = vec![stdout, stderr, std::fs::read_to_string(&baseline).unwrap()];
    for f in ["findings.sarif", "report.md", "report.json"] {
        outputs.push(std::fs::read_to_string(out.join(f)).unwrap());
    }
    let report = read_json(&out.join("report.json"));
    let rules: Vec<&str> =
        report["findings"].as_array().unwrap().iter().map(|f| f["rule_id"].as_str().unwrap()).collect();
    assert!(rules.len() >= 3, "{rules:?}");
    for s in secrets {
        for o in &outputs {
            assert!(!o.contains(s), "secret {s} printed whole");
            assert!(!o.contains(&s[..s.len() - 4]), "most of secret {s} printed");
        }
    }
}

#[test]
fn secrets_placeholders_and_fixtures() {
    let p = Project::new();
    p.write(
        "app.py",
        "import os\nAPI_KEY = os.environ[\"API_KEY\"]\npassword = \"changeme\"\ntoken = \"<your-token>\"\nsecret = \"${APP_SECRET}\"\naws = \"AKIAIOSFODNN7EXAMPLE\"\n# the old key was ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n",
    );
    p.write("tests/fixtures/creds.py", "TOKEN = \"ghp_Q7v2kXz9LmN4pR8sT1wY6bC3dF5gH0jK2aPe\"\n");
    let out = p.dir.path().join("out");
    let (code, stdout, _) = scan(&p, &p.repo(), &out, &[]);
    assert_eq!(code, 0, "placeholders are not findings, and a fixture does not fail the scan:\n{stdout}");
    let report = read_json(&out.join("report.json"));
    let findings = report["findings"].as_array().unwrap();
    assert!(findings.iter().all(|f| f["path"] == "tests/fixtures/creds.py"), "{findings:?}");
    assert!(!findings.is_empty(), "the fixture's token is still reported");
    assert!(findings.iter().all(|f| f["severity"] == "low"));
}

/// A test's code (`x.test.ts`) is a fixture; data named like a test is not: a live key in an
/// OpenAPI spec (`api.spec.yaml`) or a configuration (`settings.test.json`) fails the scan.
#[test]
fn data_named_like_a_test_keeps_its_secrets_severe() {
    let p = Project::new();
    let key = "ghp_Q7v2kXz9LmN4pR8sT1wY6bC3dF5gH0jK2aPe";
    p.write("api.spec.yaml", &format!("servers:\n  - url: https://api.example.org\nx-token: {key}\n"));
    p.write("settings.test.json", &format!("{{\"token\": \"{key}\"}}\n"));
    p.write("web/api.test.ts", &format!("const token = \"{key}\";\n"));
    let out = p.dir.path().join("out");
    let (code, stdout, _) = scan(&p, &p.repo(), &out, &[]);
    assert_eq!(code, 1, "{stdout}");
    let report = read_json(&out.join("report.json"));
    let severity = |path: &str| -> Vec<String> {
        let f = report["findings"].as_array().unwrap().iter().filter(|f| f["path"] == path);
        f.map(|f| f["severity"].as_str().unwrap().to_string()).collect()
    };
    for data in ["api.spec.yaml", "settings.test.json"] {
        let s = severity(data);
        assert!(!s.is_empty() && s.iter().all(|s| s != "low"), "{data}: {s:?}");
    }
    let s = severity("web/api.test.ts");
    assert!(!s.is_empty() && s.iter().all(|s| s == "low"), "web/api.test.ts: {s:?}");
}

#[test]
fn awkward_files_are_skipped_and_reported() {
    let p = Project::new();
    p.write("ok.py", "print('hi')\n");
    std::fs::write(p.repo().join("image.png"), [0x89, b'P', b'N', b'G', 0, 0, 0, 13]).unwrap();
    let big = std::fs::File::create(p.repo().join("huge.log")).unwrap();
    big.set_len(50 * 1024 * 1024).unwrap();
    p.write("locked.txt", "password = 'Zx8#kLm2!vR9qT4w'\n");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(p.repo().join("locked.txt"), std::fs::Permissions::from_mode(0o000)).unwrap();
        std::os::unix::fs::symlink(p.repo(), p.repo().join("loop")).unwrap();
        std::process::Command::new("mkfifo").arg(p.repo().join("pipe")).status().unwrap();
    }
    p.write("node_modules/lib/index.js", "eval(x)\n");
    p.write("package-lock.json", "{}\n");
    let out = p.dir.path().join("out");
    let (code, stdout, stderr) = scan(&p, &p.repo(), &out, &[]);
    assert!(code == 0 || code == 1, "{stdout}{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    let report = read_json(&out.join("report.json"));
    let skipped: Vec<(String, String)> = report["skipped"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["path"].as_str().unwrap().to_string(), s["reason"].as_str().unwrap().to_string()))
        .collect();
    let reason = |path: &str| skipped.iter().find(|(p, _)| p == path).map(|(_, r)| r.clone());
    assert_eq!(reason("image.png").as_deref(), Some("binary"), "{skipped:?}");
    assert_eq!(reason("huge.log").as_deref(), Some("too-large"), "{skipped:?}");
    assert_eq!(reason("node_modules/lib/index.js").as_deref(), Some("vendored"), "{skipped:?}");
    assert_eq!(reason("package-lock.json").as_deref(), Some("generated"), "{skipped:?}");
    #[cfg(unix)]
    {
        assert_eq!(reason("loop").as_deref(), Some("symlink-loop"), "{skipped:?}");
        assert_eq!(reason("pipe").as_deref(), Some("not-regular"), "{skipped:?}");
        // Root reads any file, so locked.txt is only unreadable for other users.
        let root_user = std::process::Command::new("id")
            .arg("-u")
            .output()
            .map(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
            .unwrap_or(false);
        if !root_user {
            assert_eq!(reason("locked.txt").as_deref(), Some("unreadable"), "{skipped:?}");
        }
    }
    let md = std::fs::read_to_string(out.join("report.md")).unwrap();
    assert!(md.contains("| `huge.log` | 50.0 MiB over the 2.0 MiB limit (scan.max_file_bytes) |"), "{md}");
    assert_eq!(
        report["summary"]["files_scanned"].as_u64(),
        Some(if skipped.iter().any(|(p, _)| p == "locked.txt") { 1 } else { 2 })
    );
}

#[test]
fn gitignore_include_and_exclude() {
    let p = Project::new();
    p.write(".gitignore", "generated/\n");
    p.write("generated/x.py", "eval(x)\n");
    p.write("src/a.py", "eval(a)\n");
    p.write("scripts/b.py", "eval(b)\n");
    let out = p.dir.path().join("out");
    let paths = |extra: &[&str]| -> Vec<String> {
        scan(&p, &p.repo(), &out, extra);
        let r = read_json(&out.join("report.json"));
        r["findings"].as_array().unwrap().iter().map(|f| f["path"].as_str().unwrap().to_string()).collect()
    };
    assert_eq!(paths(&[]), ["scripts/b.py", "src/a.py"]);
    assert_eq!(paths(&["--include", "src/**"]), ["src/a.py"]);
    assert_eq!(paths(&["--exclude", "scripts"]), ["src/a.py"]);
    assert_eq!(paths(&["--jobs", "1", "--exclude", "*.py"]), Vec::<String>::new());
}

/// A single-file scan: the SARIF base is the repository, so base + uri is the file itself.
#[test]
fn single_file_sarif_resolves_to_the_file() {
    let p = Project::new();
    let file = p.write("src/b.py", "import os\ndef f(cmd):\n    os.system(\"tar czf \" + cmd)\n");
    let out = p.dir.path().join("out");
    let (code, _, err) = scan(&p, &file, &out, &["--format", "sarif"]);
    assert_eq!(code, 1, "{err}");
    let sarif = read_json(&out.join("findings.sarif"));
    let base = sarif["runs"][0]["originalUriBaseIds"]["%SRCROOT%"]["uri"].as_str().unwrap().to_string();
    let location = &sarif["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"];
    assert_eq!(location["uri"], "src/b.py");
    assert_eq!(location["uriBaseId"], "%SRCROOT%");
    assert!(base.ends_with("/repo/"), "{base}");
    let resolved = format!("{base}{}", location["uri"].as_str().unwrap());
    let path = resolved.trim_start_matches("file://");
    assert!(Path::new(path).is_file(), "{resolved} is not the scanned file");
}

/// GitHub code scanning reads a SARIF `uri` relative to the repository's root: a scan of a
/// subfolder or of one file names files from the git repository's root, in every report and on
/// the terminal, with the same fingerprints as a scan of the whole repository (so a baseline
/// written from one serves the others). Outside git, the current folder is the root.
#[test]
fn subfolder_and_file_scans_name_files_from_the_repository_root() {
    let p = Project::new();
    let repo = p.repo();
    crate::common::git(&repo, &["init", "-q", "-b", "main"]);
    p.write("app/x.py", "import os\n\ndef f(cmd):\n    os.system(\"ls \" + cmd)\n");
    p.write("lib/y.py", "def g(x):\n    return eval(x)\n");
    let out = p.dir.path().join("out");
    let baseline = p.dir.path().join("baseline.json");
    // From the repository's root, with a baseline.
    let mut c = p.cmd(&["security-scan", "--no-model", "--output"]);
    c.arg(&out).arg("--write-baseline").arg(&baseline).current_dir(&repo);
    assert_eq!(run(c).0, 1);
    let whole = read_json(&out.join("report.json"));
    let fingerprint = |r: &Value, path: &str| {
        r["findings"].as_array().unwrap().iter().find(|f| f["path"] == path).unwrap()["fingerprint"].clone()
    };
    let root_uri = format!("file://{}/", std::fs::canonicalize(&repo).unwrap().display());
    // A subfolder and a file, typed from a folder inside the repository, from its root, and
    // from outside it with an absolute path: every form names `app/x.py`.
    let sub = repo.join("app");
    let forms: Vec<(Vec<String>, &Path)> = vec![
        (vec![".".into()], sub.as_path()),
        (vec!["x.py".into()], sub.as_path()),
        (vec!["app".into()], repo.as_path()),
        (vec!["app/x.py".into()], repo.as_path()),
        (vec![sub.display().to_string()], p.dir.path()),
    ];
    for (paths, cwd) in forms {
        let mut c = p.cmd(&["security-scan", "--no-model", "--output"]);
        c.arg(&out).args(&paths).current_dir(cwd);
        let (code, stdout, stderr) = run(c);
        assert_eq!(code, 1, "{paths:?}: {stdout}{stderr}");
        assert!(stdout.contains("HIGH     app/x.py:4 "), "{paths:?}: {stdout}");
        let json = read_json(&out.join("report.json"));
        assert_eq!(json["findings"].as_array().unwrap().len(), 1, "{paths:?}: {json}");
        assert_eq!(fingerprint(&json, "app/x.py"), fingerprint(&whole, "app/x.py"), "{paths:?}");
        let md = std::fs::read_to_string(out.join("report.md")).unwrap();
        assert!(md.contains("`app/x.py:4`"), "{paths:?}: {md}");
        let sarif = read_json(&out.join("findings.sarif"));
        let run0 = &sarif["runs"][0];
        assert_eq!(run0["originalUriBaseIds"]["%SRCROOT%"]["uri"], root_uri.as_str(), "{paths:?}");
        let location = &run0["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"];
        assert_eq!((location["uri"].as_str(), location["uriBaseId"].as_str()), (Some("app/x.py"), Some("%SRCROOT%")));
    }
    // The root scan's baseline covers the subfolder scan's finding.
    let mut c = p.cmd(&["security-scan", "--no-model", "--output"]);
    c.arg(&out).arg("--baseline").arg(&baseline).arg("app").current_dir(&repo);
    let (code, stdout, _) = run(c);
    assert_eq!(code, 0, "{stdout}");
    // Outside git: --repo when it holds the PATH, else the current folder.
    std::fs::remove_dir_all(repo.join(".git")).unwrap();
    let uri_of = |c: assert_cmd::Command| {
        assert_eq!(run(c).0, 1);
        let sarif = read_json(&out.join("findings.sarif"));
        sarif["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].clone()
    };
    let mut c = p.cmd(&["security-scan", "--no-model", "--format", "sarif", "--output"]);
    c.arg(&out).arg("repo/app");
    assert_eq!(uri_of(c), "app/x.py", "--repo holds the PATH");
    let elsewhere = p.dir.path().join("elsewhere");
    std::fs::create_dir_all(&elsewhere).unwrap();
    let mut c = p.cmd_in(&elsewhere, &["security-scan", "--no-model", "--format", "sarif", "--output"]);
    c.arg(&out).arg("repo/app");
    assert_eq!(uri_of(c), "repo/app/x.py", "the current folder holds the PATH");
}

/// A function of another file that returns request data whatever it is given (a module
/// function, a method of a class made there) makes its callers' results request data: the
/// caller's sink is reported, saying which file returned the data; a helper returning a
/// constant is not request data.
#[test]
fn return_values_of_the_project_s_other_files_carry_request_data() {
    let p = Project::new();
    p.write(
        "shop/views.py",
        "import requests\nfrom flask import Flask, redirect\nfrom .params import next_page\nfrom . import params\nfrom .clients import Upstream\n\napp = Flask(__name__)\n\n@app.route(\"/go\")\ndef go():\n    target = next_page()\n    return redirect(target)\n\n@app.route(\"/peek\")\ndef peek():\n    return requests.get(Upstream().address(), timeout=5).text\n\n@app.route(\"/home\")\ndef home():\n    return redirect(params.home_page())\n",
    );
    p.write(
        "shop/params.py",
        "from flask import request\n\ndef next_page():\n    return request.args.get(\"next\", \"/\")\n\ndef home_page():\n    return \"/home\"\n",
    );
    p.write(
        "shop/clients.py",
        "from flask import request\n\nclass Upstream:\n    def address(self):\n        return request.headers.get(\"X-Upstream\", \"\")\n",
    );
    let found = findings_in_brief(&p);
    let has = |line: u32, family: &str, file: &str| {
        found.iter().any(|f| {
            f.starts_with(&format!("\"shop/views.py\":{line} \"{family}\""))
                && f.contains(&format!("returned by {file}"))
        })
    };
    assert!(has(12, "open-redirect", "shop/params.py"), "{found:#?}");
    assert!(has(16, "ssrf", "shop/clients.py"), "{found:#?}");
    assert!(
        !found.iter().any(|f| f.starts_with("\"shop/views.py\":20 ")),
        "a constant is not request data: {found:#?}"
    );
}

/// Request data passed to a function of another file is followed there: the helper's sink is
/// reported in the helper, saying which call brought the data; a helper no caller feeds
/// request data is not.
#[test]
fn calls_are_followed_into_the_project_s_other_files() {
    let p = Project::new();
    p.write(
        "app/views.py",
        "from flask import Flask, request\nfrom .net import fetch\nfrom . import files\n\napp = Flask(__name__)\n\n@app.route(\"/proxy\")\ndef proxy():\n    return fetch(request.args.get(\"url\"))\n\n@app.route(\"/doc\")\ndef doc():\n    return files.read_doc(request.args[\"name\"])\n",
    );
    p.write("app/net.py", "import requests\n\ndef fetch(url):\n    return requests.get(url, timeout=5).text\n");
    p.write(
        "app/files.py",
        "import os\n\ndef read_doc(name):\n    with open(os.path.join(\"/srv/docs\", name)) as f:\n        return f.read()\n",
    );
    p.write(
        "status/views.py",
        "from .net import fetch\n\ndef status():\n    return fetch(\"https://example.org/status\")\n",
    );
    p.write("status/net.py", "import requests\n\ndef fetch(url):\n    return requests.get(url, timeout=5).text\n");
    p.write(
        "svc/main.go",
        "package main\n\nimport \"net/http\"\n\nfunc handler(w http.ResponseWriter, r *http.Request) {\n\tfetch(r.URL.Query().Get(\"u\"))\n}\n",
    );
    p.write("svc/fetch.go", "package main\n\nimport \"net/http\"\n\nfunc fetch(u string) {\n\thttp.Get(u)\n}\n");
    p.write(
        "web/app.js",
        "const express = require('express');\nconst files = require('./lib/files');\nconst app = express();\napp.get('/f', (req, res) => {\n  res.send(files.load(req.query.name));\n});\n",
    );
    p.write(
        "web/lib/files.js",
        "const fs = require('fs');\nfunction load(name) {\n  return fs.readFileSync('/srv/' + name);\n}\nmodule.exports = { load };\n",
    );
    let found = findings_in_brief(&p);
    let has = |path: &str, line: u32, caller: &str| {
        found
            .iter()
            .any(|f| f.starts_with(&format!("\"{path}\":{line} ")) && f.contains(&format!("passed in by {caller}")))
    };
    assert!(has("app/net.py", 4, "app/views.py:9"), "{found:#?}");
    assert!(has("app/files.py", 4, "app/views.py:13"), "{found:#?}");
    assert!(has("svc/fetch.go", 6, "svc/main.go:6"), "{found:#?}");
    assert!(has("web/lib/files.js", 3, "web/app.js:5"), "{found:#?}");
    assert!(!found.iter().any(|f| f.contains("status/")), "a constant URL is not request data: {found:#?}");
}

/// An escaper protects the sink it escapes for and no other: HTML-escaped data in a page is
/// clean, in a shell command it is a finding that says it was escaped; a quoted name is safe in
/// a shell, not in a path; a file name after a folder in an argument list is neither the
/// program nor an option.
#[test]
fn escaped_request_data_is_clean_only_for_the_attacks_it_is_escaped_against() {
    let p = Project::new();
    p.write(
        "app.py",
        "import html, os, shlex, subprocess\nfrom flask import Flask, request\n\napp = Flask(__name__)\n\n@app.route(\"/hello\")\ndef hello():\n    name = html.escape(request.args[\"name\"])\n    return \"<p>Hello \" + name.strip() + \"</p>\"\n\n@app.route(\"/notify\")\ndef notify():\n    os.system(\"notify-send \" + html.escape(request.args[\"msg\"]))\n\n@app.route(\"/ls\")\ndef listing():\n    os.system(\"ls -l \" + shlex.quote(request.args[\"dir\"]))\n\n@app.route(\"/report\")\ndef report():\n    return open(\"/srv/reports/\" + shlex.quote(request.args[\"name\"])).read()\n\n@app.route(\"/thumb\")\ndef thumb():\n    name = os.path.basename(request.args[\"image\"])\n    subprocess.run([\"convert\", f\"/srv/images/{name}\", \"/srv/thumbs/out.png\"], check=True)\n    return \"ok\"\n",
    );
    let found = findings_in_brief(&p);
    let at = |line: u32| findings_at(&found, "app.py", line);
    assert!(at(9).is_empty(), "escaped HTML in a page: {found:#?}");
    assert!(
        at(13)
            .iter()
            .any(|f| f.contains("\"command-injection\"")
                && f.contains("escaped or checked, but not against this attack")),
        "escaped HTML in a shell command: {found:#?}"
    );
    assert!(at(17).is_empty(), "a quoted word in a shell command: {found:#?}");
    assert!(at(21).iter().any(|f| f.contains("\"path-traversal\"")), "a quoted name in a path: {found:#?}");
    assert!(at(26).is_empty(), "a file name under a folder in an argument list: {found:#?}");
}

/// A comprehension, `map` and a callback run their function on each item: what it makes of an
/// item is what the list holds (a quoted name stays quoted, a trimmed one does not), what it
/// checks holds for the items kept, and a sink inside it sees the item.
#[test]
fn functions_run_on_each_item_see_the_item_and_make_the_list() {
    let p = Project::new();
    p.write(
        "app.py",
        "import os, shlex\nfrom flask import Flask, request\n\napp = Flask(__name__)\n\n@app.route(\"/a\")\ndef quoted():\n    names = [shlex.quote(n) for n in request.args.getlist(\"n\")]\n    os.system(\"ls \" + \" \".join(names))\n\n@app.route(\"/b\")\ndef mapped():\n    os.system(\"ls \" + \" \".join(map(shlex.quote, request.args.getlist(\"n\"))))\n\n@app.route(\"/c\")\ndef kept():\n    names = [n for n in request.args.getlist(\"n\") if n.isalnum()]\n    os.system(\"ls \" + \" \".join(names))\n\n@app.route(\"/d\")\ndef trimmed():\n    names = [n.strip() for n in request.args.getlist(\"n\")]\n    os.system(\"ls \" + \" \".join(names))\n\n@app.route(\"/e\")\ndef read():\n    return {\"texts\": [open(p).read() for p in request.args.getlist(\"p\")]}\n",
    );
    p.write(
        "web.js",
        "const { exec } = require('child_process')\nconst escapeHtml = require('escape-html')\nfunction tags (req, res) {\n  res.send('<p>' + req.query.t.split(',').map(escapeHtml).join(' ') + '</p>')\n}\nfunction ping (req, res) {\n  req.query.h.split(',').forEach((h) => exec('ping ' + h))\n}\nfunction done (req, res) {\n  const msg = 'done'\n  req.query.n.split(',').forEach((n) => { const msg = n.trim(); console.log(msg.length) })\n  res.send(msg)\n}\nfunction greet (req, res) {\n  const lines = []\n  req.query.n.split(',').forEach((n) => { lines.push(n) })\n  res.send('<p>' + lines.join(', ') + '</p>')\n}\nmodule.exports = { tags, ping, done, greet }\n",
    );
    p.write(
        "keys.py",
        "from flask import Flask, request\napp = Flask(__name__)\n\n@app.route(\"/notes\")\ndef notes():\n    wanted = {name: True for name in request.args.getlist(\"f\")}\n    return [open(\"/srv/notes/\" + n).read() for n in wanted]\n\n@app.route(\"/pairs\")\ndef pairs():\n    import os\n    return [open(p).read() for p in map(os.path.join, [\"/srv\"], request.args.getlist(\"f\"))]\n",
    );
    let found = findings_in_brief(&p);
    let at = |file: &str, line: u32| findings_at(&found, file, line);
    for (line, what) in [
        (9, "names quoted in a comprehension"),
        (13, "names quoted through map"),
        (18, "names kept only when alphanumeric"),
    ] {
        assert!(at("app.py", line).is_empty(), "{what}: {found:#?}");
    }
    assert!(
        at("app.py", 23).iter().any(|f| f.contains("\"command-injection\"") && f.contains("request.args")),
        "trimmed names: {found:#?}"
    );
    assert!(at("app.py", 27).iter().any(|f| f.contains("\"path-traversal\"")), "a sink in a comprehension: {found:#?}");
    assert!(at("web.js", 4).is_empty(), "tags escaped through map: {found:#?}");
    assert!(at("web.js", 7).iter().any(|f| f.contains("req.query")), "a sink in a forEach callback: {found:#?}");
    assert!(at("web.js", 12).is_empty(), "a callback's own `const` is not the outer one: {found:#?}");
    assert!(at("web.js", 17).iter().any(|f| f.contains("\"xss\"")), "an outer list a callback pushed to: {found:#?}");
    assert!(
        at("keys.py", 7).iter().any(|f| f.contains("\"path-traversal\"")),
        "a dict comprehension's keys: {found:#?}"
    );
    assert!(at("keys.py", 12).iter().any(|f| f.contains("\"path-traversal\"")), "map over two lists: {found:#?}");
}

/// An escaper guards the attacks it names whatever the value is: a function parameter the scan
/// does not know as request data, HTML-escaped into a shell command, is still unchecked there.
#[test]
fn an_escaper_checks_any_value_only_for_its_attacks() {
    let p = Project::new();
    p.write(
        "tool.py",
        "import html, os, shlex, subprocess\n\ndef notify(msg):\n    os.system(\"notify-send \" + html.escape(msg))\n\ndef listing(d):\n    os.system(\"ls -l \" + shlex.quote(d))\n\ndef thumb(name):\n    subprocess.run([\"convert\", html.escape(name), \"out.png\"], check=True)\n\ndef banner(user, fallback):\n    who = shlex.quote(user) if user else \"nobody\"\n    os.system(\"banner \" + who)\n",
    );
    let found = findings_in_brief(&p);
    let at = |line: u32| findings_at(&found, "tool.py", line).len();
    assert_eq!(at(4), 1, "HTML-escaped into a shell command: {found:#?}");
    assert_eq!((at(7), at(10), at(14)), (0, 0, 0), "quoted for the shell, or no shell reads it: {found:#?}");
}

/// The findings (as [`findings_in_brief`] gives them) at a line of a file.
fn findings_at<'a>(found: &'a [String], file: &str, line: u32) -> Vec<&'a String> {
    let at = format!("\"{file}\":{line} ");
    found.iter().filter(|f| f.starts_with(&at)).collect()
}

/// Scans the project, which must have findings: each as `"path":line "family" | detail`.
fn findings_in_brief(p: &Project) -> Vec<String> {
    let out = p.dir.path().join("out");
    let (code, stdout, stderr) = scan(p, &p.repo(), &out, &["--format", "json"]);
    assert_eq!(code, 1, "{stdout}{stderr}");
    let report = read_json(&out.join("report.json"));
    report["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| format!("{}:{} {} | {}", f["path"], f["start_line"], f["family"], f["detail"]))
        .collect()
}
