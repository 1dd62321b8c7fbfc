//! Values and checks across concurrency: promises and coroutines awaited or not, queues and
//! maps of records handed between tasks, promise combinators. Each case is a program with a
//! hole (`@@`), as in `dispatch_tests.rs`.

use super::dispatch_tests::{Case, check_cases};
use crate::scan::lex::Lang;

const CASES: &[Case] = &[
    Case {
        what: "an `async` check not awaited is a promise: always true, it checks nothing",
        lang: Lang::Javascript,
        rule: "javascript-path-traversal",
        program: "const express = require('express');\nconst fs = require('fs');\nconst path = require('path');\nconst app = express();\nconst ROOT = '/srv/workspace';\nasync function isInside(full) {\n  return full.startsWith(ROOT + path.sep);\n}\napp.get('/doc', async (req, res) => {\n  const full = path.resolve(ROOT, req.query.p);\n  if (!(@@isInside(full))) {\n    return res.sendStatus(403);\n  }\n  res.send(fs.readFileSync(full));\n});\n",
        safe: "await ",
        unsafe_: "",
        lines: &[14],
    },
    Case {
        what: "a coroutine not awaited has not run: its check holds nowhere",
        lang: Lang::Python,
        rule: "python-path-traversal",
        program: "import os\nfrom fastapi import FastAPI, HTTPException\nfrom fastapi.responses import FileResponse\n\napp = FastAPI()\nROOT = '/srv/scans'\n\nasync def ensure_inside(full):\n    if not full.startswith(ROOT + os.sep):\n        raise HTTPException(status_code=403)\n\n@app.get('/scan')\nasync def scan(name: str):\n    full = os.path.realpath(os.path.join(ROOT, name))\n    @@ensure_inside(full)\n    return FileResponse(full)\n",
        safe: "await ",
        unsafe_: "",
        lines: &[16],
    },
    Case {
        what: "a record taken out of a queue keeps its fields: a constant one stays constant",
        lang: Lang::Javascript,
        rule: "javascript-ssrf",
        program: "const express = require('express');\nconst app = express();\nconst outbox = [];\napp.post('/orders', (req, res) => {\n  outbox.push({ host: 'erp.icecream-depot.com', note: String(req.body.note) });\n  setImmediate(drain);\n  res.end();\n});\nasync function drain() {\n  while (outbox.length) {\n    const order = outbox.shift();\n    await fetch('https://' + order.@@ + '/orders', { method: 'POST' });\n  }\n}\n",
        safe: "host",
        unsafe_: "note",
        lines: &[12],
    },
    Case {
        what: "a map of records read at a request-chosen key: any of them, each field as stored",
        lang: Lang::Javascript,
        rule: "javascript-open-redirect",
        program: "const express = require('express');\nconst app = express();\nconst pending = new Map();\nconst RETURNS = { cart: '/cart', orders: '/orders' };\napp.get('/pay', (req, res) => {\n  const back = RETURNS[req.query.back] || '/orders';\n  pending.set(req.query.id, { back, raw: req.query.next });\n  res.redirect(pending.get(req.query.id).@@);\n});\n",
        safe: "back",
        unsafe_: "raw",
        lines: &[8],
    },
    Case {
        what: "Go's `v, ok := m.Load(k)` of a `sync.Map` of records: the record whole",
        lang: Lang::Go,
        rule: "go-xss-response-write",
        program: "package main\n\nimport (\n	\"fmt\"\n	\"html\"\n	\"net/http\"\n	\"sync\"\n)\n\ntype ticket struct {\n	Stage string\n	Note  string\n}\n\nvar tickets sync.Map\n\nfunc intake(w http.ResponseWriter, r *http.Request) {\n	tickets.Store(r.FormValue(\"id\"), &ticket{Stage: \"received\", Note: r.FormValue(\"note\")})\n}\n\nfunc status(w http.ResponseWriter, r *http.Request) {\n	v, ok := tickets.Load(r.FormValue(\"id\"))\n	if !ok {\n		return\n	}\n	t := v.(*ticket)\n	fmt.Fprintf(w, \"<p>%s</p><p>%s</p>\", t.Stage, @@)\n}\n",
        safe: "html.EscapeString(t.Note)",
        unsafe_: "t.Note",
        lines: &[27],
    },
    Case {
        what: "`Promise.all` keeps each value at its place",
        lang: Lang::Javascript,
        rule: "javascript-xss-response",
        program: "const express = require('express');\nconst app = express();\nasync function echo(q) { return q; }\nasync function specials() { return 'pistachio'; }\napp.get('/wall', async (req, res) => {\n  const [mine, today] = await Promise.all([echo(req.query.q), specials()]);\n  res.send('<p>' + @@ + '</p>');\n});\n",
        safe: "today",
        unsafe_: "mine",
        lines: &[7],
    },
    Case {
        what: "a promise's `catch` gives what its fallback returns",
        lang: Lang::Javascript,
        rule: "javascript-xss-response",
        program: "const express = require('express');\nconst escapeHtml = require('escape-html');\nconst app = express();\nasync function render(text) { return escapeHtml(text); }\napp.get('/note', async (req, res) => {\n  const text = req.query.text;\n  const body = await render(text).catch(() => @@);\n  res.send('<p>' + body + '</p>');\n});\n",
        safe: "'n/a'",
        unsafe_: "text",
        lines: &[8],
    },
    Case {
        what: "a task's check awaited (`supplyAsync(() -> ok(x))`, `join()`) holds after it; not where a timeout completes it `true`",
        lang: Lang::Java,
        rule: "java-ldap-injection",
        program: "import java.util.concurrent.*;\nimport java.util.regex.Pattern;\nimport javax.naming.directory.*;\nimport jakarta.ws.rs.*;\n@Path(\"/a\")\nclass Directory {\n    private static final Pattern BIB = Pattern.compile(\"[0-9]{1,5}\");\n    private InitialDirContext ctx;\n    @GET\n    public String lookup(@QueryParam(\"bib\") String bib) throws Exception {\n        CompletableFuture<Boolean> ok = CompletableFuture.supplyAsync(() -> BIB.matcher(bib).matches())@@;\n        if (!ok.join()) {\n            return \"no\";\n        }\n        ctx.search(\"ou=e\", \"(raceBib=\" + bib + \")\", new SearchControls());\n        return \"ok\";\n    }\n}\n",
        safe: "",
        unsafe_: ".completeOnTimeout(true, 2, TimeUnit.SECONDS)",
        lines: &[15],
    },
];

#[test]
fn checks_and_values_cross_tasks_as_they_run() {
    check_cases(CASES);
}
