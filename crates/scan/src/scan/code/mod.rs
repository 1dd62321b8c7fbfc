//! Code detectors: each file's syntax tree is analysed by data flow (`ast`) with what each
//! language's APIs do (`models`), and the rules (`rules`, data in `config/rules/code/`) are
//! checked at the calls, stores, built strings and returns it reaches; regex rules run over the code with comments removed. Templates, which
//! have no syntax tree here, get the regex rules over their text outside comments.
//!
//! # Adding a language
//! What a language's APIs do is data; its syntax and its module system are code. A new
//! language takes:
//! 1. its tree-sitter grammar crate, named in `ast::grammar` (and `Lang`, with its file
//!    endings, in `scan::lex`);
//! 2. a lowering of that tree into the shared IR (`ast/<lang>`), which the interpreter
//!    (`ast/interp`) analyses with no knowledge of the language;
//! 3. `config/rules/code/<lang>.yaml`: its `models:` (exits, sanitizers, guards, formatters,
//!    sources...) and its rules, each with examples;
//! 4. its strings and comments in `scan::lex` (what the regex rules must not match inside);
//! 5. where a call's module lives, for calls into other files (`modules`: a Python package's
//!    `__init__`, a Go package's folder, a JavaScript relative import). Without it, calls
//!    into other files of the project are not followed, and each file is still analysed.

mod analyze;
mod ast;
mod chars;
mod models;
mod modules;
mod names;
mod redos;
mod rules;
mod whole;

pub use analyze::{analyze, analyze_file};
pub use ast::{Carried, CodeHit, Entry, Escape, Inbound, Links};
pub use models::ArgSel;
pub use modules::{Follow, ModuleIndex};
pub use rules::{CodeRule, CodeRules, Matcher, When};

#[cfg(test)]
mod concurrency_tests;
#[cfg(test)]
mod dispatch_tests;
#[cfg(test)]
mod errors_tests;
#[cfg(test)]
mod tests {
    use super::*;
    use crate::scan::lex::Lang;
    use crate::scan::text::LineIndex;

    /// Every rule finds its `match` examples and none of its `no_match` ones.
    #[test]
    fn rule_examples() {
        let rules = CodeRules::builtin().unwrap_or_else(|d| panic!("{d:?}"));
        let mut failures = rules.validate();
        for (i, rule) in rules.rules.iter().enumerate() {
            assert!(!rule.examples.matches.is_empty(), "{} has no examples", rule.meta.id);
            let lang = rule.languages[0];
            for (want, examples) in [(true, &rule.examples.matches), (false, &rule.examples.no_match)] {
                for ex in examples {
                    let hits = analyze(&rules, lang, ex, &LineIndex::new(ex));
                    let found = hits.iter().any(|h| h.rule == i);
                    if found != want {
                        failures.push(format!("{}: {} {ex:?}", rule.meta.id, if want { "missed" } else { "flagged" }));
                    }
                }
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    /// Every group of the language models decides its examples right (a finding in each
    /// `match` program, none in a `no_match` one), and without the group at least one of them
    /// is decided wrong: the examples show what the group is for.
    #[test]
    fn model_examples() {
        let mut rules = CodeRules::builtin().unwrap_or_else(|d| panic!("{d:?}"));
        let found = |rules: &CodeRules, lang, ex: &str| !analyze(rules, lang, ex, &LineIndex::new(ex)).is_empty();
        let mut failures = Vec::new();
        let mut langs: Vec<Lang> = rules.models.keys().copied().collect();
        langs.sort_by_key(|l| l.as_str());
        for lang in langs {
            let groups = rules.models[&lang].groups.clone();
            for (g, model) in groups.iter().enumerate() {
                let what = format!("{} models #{g} ({:?} {:?})", lang.as_str(), model.kind, model.names);
                let wrong = |rules: &CodeRules| {
                    let missed = model.examples.iter().filter(|ex| !found(rules, lang, ex));
                    let flagged = model.no_match.iter().filter(|ex| found(rules, lang, ex));
                    missed.chain(flagged).cloned().collect::<Vec<_>>()
                };
                for ex in wrong(&rules) {
                    failures.push(format!("{what}: decided wrong: {ex:?}"));
                }
                let mut without = groups.clone();
                without.remove(g);
                rules.models.insert(lang, models::Models::new(without));
                if wrong(&rules).is_empty() {
                    failures.push(format!("{what}: no example depends on it"));
                }
                rules.models.insert(lang, models::Models::new(groups.clone()));
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    /// A rule that says its sink is dangerous whatever it is given (`sink_only`) reports a
    /// constant argument at low severity; the rule's family changes nothing.
    #[test]
    fn sink_only_is_a_rule_field_not_a_family() {
        let rule = |family: &str, sink_only: bool| {
            format!(
                "rules:\n  - id: r\n    languages: [python]\n    family: {family}\n    title: t\n    description: d\n    cwe: CWE-502\n    severity: high\n    confidence: high\n    call: [pickle.loads]\n    sink_only: {sink_only}\n    fix: f\n"
            )
        };
        let severity = |yaml: &str, src: &str| {
            let rules = CodeRules::parse(std::path::Path::new("r.yaml"), yaml).unwrap_or_else(|d| panic!("{d:?}"));
            let hits = analyze(&rules, Lang::Python, src, &LineIndex::new(src));
            hits.iter().map(|h| h.severity).collect::<Vec<_>>()
        };
        let constant = "import pickle\npickle.loads(b'x')\n";
        let data = "import pickle\nfrom flask import request\npickle.loads(request.data)\n";
        let low = Some(crate::scan::finding::Severity::Low);
        assert_eq!(severity(&rule("anything", true), constant), vec![low]);
        assert_eq!(severity(&rule("anything", true), data), vec![None]);
        assert_eq!(severity(&rule("deserialization", false), constant), vec![None]);
        let misplaced = rule("x", true).replace("call: [pickle.loads]", "regex: 'pickle'");
        let err = CodeRules::parse(std::path::Path::new("r.yaml"), &misplaced).err().unwrap_or_default();
        assert!(err.iter().any(|d| d.to_string().contains("`sink_only` is only read with `call`")), "{err:?}");
    }

    /// `argv` belongs to call rules; elsewhere it is an error naming the rule.
    #[test]
    fn argv_is_checked_at_load() {
        let rule = |sink: &str, argv: &str| {
            format!(
                "rules:\n  - id: r\n    languages: [python]\n    family: command-injection\n    title: t\n    description: d\n    cwe: CWE-78\n    severity: high\n    confidence: high\n{sink}\n    when: tainted\n    argv: {argv}\n    fix: f\n"
            )
        };
        let errors = |yaml: &str| {
            CodeRules::parse(std::path::Path::new("r.yaml"), yaml)
                .err()
                .unwrap_or_default()
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
        };
        let call = "    call: [subprocess.run]\n    arg: 0";
        assert!(errors(&rule(call, "true")).is_empty());
        let e = errors(&rule("    regex: 'system'", "true"));
        assert!(e.iter().any(|d| d.contains("rule `r`: `argv` is only read with `call`")), "{e:?}");
    }

    /// `class_context` and the other regex-only keys on a call rule are load errors (they
    /// would be ignored); `file_context` keeps a call rule's findings to files it matches.
    #[test]
    fn file_scope_keys_are_checked_and_read() {
        let rule = |extra: &str| {
            format!(
                "rules:\n  - id: r\n    languages: [python]\n    family: command-injection\n    title: t\n    description: d\n    cwe: CWE-78\n    severity: high\n    confidence: high\n    call: [os.system]\n    arg: 0\n    when: always\n    fix: f\n{extra}"
            )
        };
        let misplaced = CodeRules::parse(std::path::Path::new("r.yaml"), &rule("    class_context: 'x'\n"));
        let err: Vec<String> = misplaced.err().unwrap_or_default().iter().map(ToString::to_string).collect();
        assert!(err.iter().any(|d| d.contains("rule `r`: `class_context` is only read with `regex`")), "{err:?}");
        let rules = CodeRules::parse(std::path::Path::new("r.yaml"), &rule("    file_context: 'DANGER'\n"))
            .unwrap_or_else(|d| panic!("{d:?}"));
        let found = |src: &str| analyze(&rules, Lang::Python, src, &LineIndex::new(src)).len();
        let src = "import os\nos.system(cmd)\n";
        assert_eq!(found(src), 0);
        assert_eq!(found(&format!("{src}DANGER = 1\n")), 1);
    }

    /// Whether a rule's findings hold a secret is its `holds_secret` key alone: neither its
    /// family nor its CWE changes what is masked.
    #[test]
    fn a_rules_secret_is_its_own_key_not_its_family() {
        let rule = |family: &str, cwe: &str, extra: &str| {
            format!(
                "rules:\n  - id: r\n    languages: [python]\n    family: {family}\n    title: t\n    description: d\n    cwe: {cwe}\n    severity: high\n    confidence: high\n    call: [connect]\n    arg: password\n    when: always\n    fix: f\n{extra}"
            )
        };
        let parse = |yaml: &str| CodeRules::parse(std::path::Path::new("r.yaml"), yaml);
        let secret = |yaml: &str| parse(yaml).unwrap_or_else(|d| panic!("{d:?}")).rules[0].secret();
        assert!(!secret(&rule("secret", "CWE-798", "")));
        assert!(!secret(&rule("hardcoded-credentials", "CWE-321", "")));
        assert!(secret(&rule("auth", "CWE-287", "    holds_secret: true\n")));
        let ids = rule("auth", "CWE-287", "    nosec_ids: [B105, nosec]\n");
        let err = parse(&ids).err().unwrap_or_default();
        assert!(err.iter().any(|d| d.to_string().contains("`nosec` is not a bandit or gosec test id")), "{err:?}");
    }

    /// Our own rules for hard-coded credentials say so: a rule of a credential CWE that forgot
    /// `holds_secret` would print the key it found.
    #[test]
    fn the_built_in_credential_rules_hold_secrets() {
        let rules = CodeRules::builtin().unwrap_or_else(|d| panic!("{d:?}"));
        let forgot: Vec<&str> = rules
            .rules
            .iter()
            .filter(|r| matches!(r.meta.cwe.as_str(), "CWE-798" | "CWE-321" | "CWE-259" | "CWE-547") && !r.secret())
            .map(|r| r.meta.id.as_str())
            .collect();
        assert!(forgot.is_empty(), "credential rules without `holds_secret: true`: {forgot:?}");
    }

    /// A helper of this file is a guard for what it does, whatever its name: an inverted check
    /// named like a validator leaves the sink reported; a helper that raises, aborts or returns
    /// false on a bad value validates it where it holds; one that never returns ends the path.
    #[test]
    fn local_helpers_guard_by_what_they_do() {
        let rules = CodeRules::builtin().unwrap_or_else(|d| panic!("{d:?}"));
        let head = "import os\nfrom flask import abort, request\nALLOWED = {'a.txt', 'b.txt'}\n";
        let found = |body: &str| {
            let src = format!("{head}{body}");
            !analyze(&rules, Lang::Python, &src, &LineIndex::new(&src)).is_empty()
        };
        let unsafe_check = "def is_unsafe(p):\n    return p not in ALLOWED\n";
        let raising = "def check(p):\n    if not p.isalnum():\n        raise ValueError(p)\n";
        let logging = "def check(p):\n    if not p.isalnum():\n        print('odd', p)\n";
        let deny = "def deny():\n    abort(403)\n";
        let view =
            |guard: &str| format!("def view():\n    name = request.args['f']\n{guard}    return open(name).read()\n");
        for (helper, guard, reported) in [
            (unsafe_check, "    if not is_unsafe(name):\n        pass\n    else:\n        abort(400)\n", false),
            (unsafe_check, "    if is_unsafe(name):\n        abort(400)\n", false),
            (unsafe_check, "    if is_unsafe(name):\n        print('custom name')\n", true),
            (raising, "    check(name)\n", false),
            (logging, "    check(name)\n", true),
            (deny, "    if name not in ALLOWED:\n        deny()\n", false),
            (deny, "    if name not in ALLOWED:\n        print('other')\n", true),
        ] {
            let body = format!("{helper}{}", view(guard));
            assert_eq!(found(&body), reported, "{body}");
        }
        // The inverted guard, reported where the sink is inside it.
        let inverted = format!(
            "{unsafe_check}def view():\n    name = request.args['f']\n    if is_unsafe(name):\n        return open(name).read()\n    return ''\n"
        );
        assert!(found(&inverted), "{inverted}");
    }

    /// A function handed to a thread, pool or event loop runs on the arguments handed with it.
    #[test]
    fn dispatched_functions_run_on_their_arguments() {
        let rules = CodeRules::builtin().unwrap_or_else(|d| panic!("{d:?}"));
        let worker = "import os, threading, asyncio\nfrom flask import request\n\ndef load(name):\n    return open(os.path.join('/srv', name)).read()\n\n";
        let lines_hit = |call: &str| {
            let src = format!("{worker}def view():\n    {call}\n");
            rule_lines(&rules, Lang::Python, "python-path-traversal", &src)
        };
        for tainted in [
            "threading.Thread(target=load, args=(request.args['f'],)).start()",
            "pool.submit(load, request.args['f'])",
            "asyncio.get_running_loop().run_in_executor(None, load, request.args['f'])",
            "pool.apply_async(load, (request.args['f'],))",
        ] {
            assert_eq!(lines_hit(tainted), vec![5], "{tainted}");
        }
        for clean in ["threading.Thread(target=load, args=('logo.png',)).start()", "pool.submit(load, 'a.txt')"] {
            assert_eq!(lines_hit(clean), Vec::<usize>::new(), "{clean}");
        }
    }

    /// A function of the file passed as a value runs where what holds it is called: a
    /// validator handed to a helper validates there (`pick(next, is_local)`), a worker handed
    /// on runs on the data it is given; one that checks nothing leaves the finding.
    #[test]
    fn functions_passed_as_values_run_where_they_are_called() {
        let rules = CodeRules::builtin().unwrap_or_else(|d| panic!("{d:?}"));
        let head = "import os\nfrom flask import Flask, request, redirect\napp = Flask(__name__)\n\ndef is_local(p):\n    return p in {'/home', '/trips'}\n\ndef any_path(p):\n    return len(p) > 0\n\ndef pick(v, ok, fallback):\n    if ok(v):\n        return v\n    return fallback\n\n";
        let redirect = |check: &str| {
            let src = format!(
                "{head}@app.route('/go')\ndef go():\n    return redirect(pick(request.args['next'], {check}, '/home'))\n"
            );
            rule_lines(&rules, Lang::Python, "python-open-redirect", &src)
        };
        assert_eq!(redirect("is_local"), Vec::<usize>::new());
        assert_eq!(redirect("any_path"), vec![18]);
        // Written inline, and a parameter named like a function of the file: what it holds.
        assert_eq!(redirect("lambda p: p in {'/home'}"), Vec::<usize>::new());
        assert_eq!(redirect("lambda p: len(p) > 0"), vec![18]);
        let shadow = format!(
            "{head}def apply(v, is_local):\n    if is_local(v):\n        return v\n    return '/'\n\n@app.route('/go')\ndef go():\n    return redirect(apply(request.args['next'], any_path))\n"
        );
        assert_eq!(rule_lines(&rules, Lang::Python, "python-open-redirect", &shadow), vec![23]);
        // Each validator its own run (the memo knows which function it was given); an `async`
        // test keeps every item (a promise is true).
        let both = format!(
            "{head}@app.route('/a')\ndef a():\n    return redirect(pick(request.args['n'], is_local, '/'))\n\n@app.route('/b')\ndef b():\n    return redirect(pick(request.args['n'], any_path, '/'))\n"
        );
        assert_eq!(rule_lines(&rules, Lang::Python, "python-open-redirect", &both), vec![22]);
        let js = "const LOCAL = new Set(['/home']);\nconst isLocal = async (p) => LOCAL.has(p);\napp.get('/go', (req, res) => {\n  res.redirect([req.query.next].filter(isLocal)[0]);\n});\n";
        assert_eq!(rule_lines(&rules, Lang::Javascript, "javascript-open-redirect", js), vec![4]);
        let worker = "import os\nfrom flask import request\n\ndef run(c):\n    os.system(c)\n\ndef apply(f, x):\n    f(x)\n\ndef view():\n    apply(run, request.args['c'])\n";
        assert_eq!(rule_lines(&rules, Lang::Python, "python-os-system", worker), vec![5]);
    }

    /// Request data a middleware stores on an object every handler shares (Flask's `g`, a
    /// Sanic request's `ctx`) is what a handler reads there; what it stores of its own is not.
    #[test]
    fn request_data_stored_by_a_middleware_reaches_the_handlers() {
        let rules = CodeRules::builtin().unwrap_or_else(|d| panic!("{d:?}"));
        let flask = |stored: &str| {
            let src = format!(
                "import os\nfrom flask import Flask, g, request\napp = Flask(__name__)\n\n@app.before_request\ndef ctx():\n    g.ctx = {{\"name\": {stored}}}\n\n@app.route(\"/f\")\ndef show():\n    return open(os.path.join(\"/srv\", g.ctx[\"name\"])).read()\n"
            );
            rule_lines(&rules, Lang::Python, "python-path-traversal", &src)
        };
        assert_eq!(flask("request.args.get('f', '')"), vec![11]);
        assert_eq!(flask("'index.html'"), Vec::<usize>::new());
        let sanic = "from sanic import Sanic\nfrom lxml import etree\napp = Sanic('x')\nTREE = etree.parse('/srv/h.xml')\n\n@app.on_request\nasync def terms(request):\n    request.ctx.title = request.args.get('title', '')\n\n@app.get('/s')\nasync def search(request):\n    return TREE.xpath(\"//item[title='%s']\" % request.ctx.title)\n";
        assert_eq!(rule_lines(&rules, Lang::Python, "python-xpath-injection", sanic), vec![12]);
        // A module's dict a handler stores request data in is no allow-list for another; the
        // session's entries stored at login are what the callback reads.
        let hosts = "import requests\nfrom flask import Flask, request, session, redirect\napp = Flask(__name__)\nSERVERS = {'north': 'tiles.example.com'}\n\n@app.post('/servers')\ndef add():\n    SERVERS[request.form['name']] = request.form['host']\n    return 'ok'\n\n@app.get('/tile')\ndef tile():\n    host = request.args['host']\n    if host not in SERVERS.values():\n        return 'no'\n    return requests.get('https://' + host + '/t.png').content\n\n@app.get('/login')\ndef login():\n    session['next'] = request.args['next']\n    return 'ok'\n\n@app.get('/done')\ndef done():\n    return redirect(session.pop('next'))\n";
        assert_eq!(rule_lines(&rules, Lang::Python, "python-ssrf", hosts), vec![16]);
        assert_eq!(rule_lines(&rules, Lang::Python, "python-open-redirect", hosts), vec![25]);
    }

    /// A host equal to a constant fixes where the URL leads, nothing else of it; a closure's
    /// test read in place leaves the function's variable of its parameter's name alone.
    #[test]
    fn a_checked_host_and_a_closure_test_say_no_more_than_they_test() {
        let rules = CodeRules::builtin().unwrap_or_else(|d| panic!("{d:?}"));
        let py = "import sqlite3, requests\nfrom urllib.parse import urlparse\nfrom flask import request, abort\ndb = sqlite3.connect('x')\n\ndef add():\n    u = request.form['url']\n    host = urlparse(u).hostname\n    if host != 'docs.example.com':\n        abort(400)\n    requests.get(u)\n    db.execute(f\"INSERT INTO links VALUES ('{u}')\")\n";
        assert_eq!(rule_lines(&rules, Lang::Python, "python-ssrf", py), Vec::<usize>::new());
        assert_eq!(rule_lines(&rules, Lang::Python, "python-sql-built", py), vec![12]);
        let rs = "use std::process::Command;\n#[get(\"/run?<cmd>\")]\nfn run(cmd: &str) -> String {\n    let mode: Option<&str> = Some(\"fast\");\n    let fast = mode.map(|cmd| cmd == \"fast\").unwrap_or(false);\n    let out = Command::new(\"sh\").arg(\"-c\").arg(cmd).output().unwrap();\n    format!(\"{} {}\", fast, out.status)\n}\n";
        let hits = analyze(&rules, Lang::Rust, rs, &LineIndex::new(rs));
        assert!(hits.iter().any(|h| h.start_line == 6), "{hits:?}");
    }

    /// Lines a program is reported at by one rule.
    pub(super) fn rule_lines(rules: &CodeRules, lang: Lang, id: &str, src: &str) -> Vec<usize> {
        analyze(rules, lang, src, &LineIndex::new(src))
            .iter()
            .filter(|h| rules.rules[h.rule].meta.id == id)
            .map(|h| h.start_line)
            .collect()
    }

    /// A counting loop whose condition folds on entry (`i < 10` with `i = 0`) ends: what follows
    /// it is live code, with what the body stored.
    #[test]
    fn a_counting_loop_ends() {
        let rules = CodeRules::builtin().unwrap_or_else(|d| panic!("{d:?}"));
        let src = "function f (req, res) {\n  let s = ''\n  for (let i = 0; i < 8; i++) {\n    s += 'abcdef'.charAt(Math.floor(Math.random() * 6))\n  }\n  const resetToken = s\n  res.json({ resetToken })\n}\n";
        assert_eq!(rule_lines(&rules, Lang::Javascript, "javascript-weak-random-security-value", src), vec![6]);
    }

    /// `LIST.indexOf(x) !== -1` checks `x` against a fixed list; `x.indexOf(LIST_ITEM)` and a
    /// validator of this file that only tests its parameter for a substring do not.
    #[test]
    fn index_of_and_substring_validators() {
        let rules = CodeRules::builtin().unwrap_or_else(|d| panic!("{d:?}"));
        let hits = |guard: &str| {
            let src = format!(
                "const PAGES = ['/a', '/b']\nconst isAllowed = (url) => PAGES.some(p => url.includes(p))\nfunction go (req, res) {{\n  const to = req.query.to\n  if ({guard}) {{\n    res.redirect(to)\n  }}\n}}\n"
            );
            rule_lines(&rules, Lang::Javascript, "javascript-open-redirect", &src)
        };
        for clean in
            ["PAGES.indexOf(to) !== -1", "PAGES.indexOf(to) >= 0", "-1 < PAGES.indexOf(to)", "to.indexOf('/a/') === 0"]
        {
            assert_eq!(hits(clean), Vec::<usize>::new(), "{clean}");
        }
        for open in ["to.indexOf('/a') !== -1", "PAGES.indexOf(to) === -1", "isAllowed(to)"] {
            assert_eq!(hits(open), vec![6], "{open}");
        }
    }
}
