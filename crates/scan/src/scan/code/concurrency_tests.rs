//! Values and checks across concurrency: promises and coroutines awaited or not, a task's
//! check awaited, a promise's fallback, a context variable read in a helper, a task queued. Each case is a
//! program with a hole (`@@`), as in `dispatch_tests.rs`.

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
    Case {
        what: "a holder's one value (`ContextVar.set`, then `get()` in a helper) is what was set",
        lang: Lang::Python,
        rule: "python-xss-returned-html",
        program: "import contextvars\nimport html\nfrom aiohttp import web\n\nphrase_var: contextvars.ContextVar[str] = contextvars.ContextVar(\"phrase\", default=\"\")\n\n\nasync def banner() -> str:\n    return f\"<p>Results for {phrase_var.get()}</p>\"\n\n\nasync def page(request: web.Request) -> web.Response:\n    phrase_var.set(@@)\n    body = await banner()\n    return web.Response(text=body, content_type=\"text/html\")\n\n\napp = web.Application()\napp.router.add_get(\"/b\", page)\n",
        safe: "html.escape(request.query.get(\"q\", \"\"))",
        unsafe_: "request.query.get(\"q\", \"\")",
        lines: &[9],
    },
    Case {
        what: "a check awaited through `Promise.all` has run; one called without `await` has not",
        lang: Lang::Javascript,
        rule: "javascript-path-traversal",
        program: "const express = require('express');\nconst fs = require('fs');\nconst path = require('path');\nconst app = express();\nconst ROOT = '/srv/workspace';\nasync function ensureInside(full) {\n  if (!full.startsWith(ROOT + path.sep)) throw new Error('outside');\n}\napp.get('/doc', async (req, res) => {\n  const full = path.resolve(ROOT, req.query.p);\n  @@;\n  res.send(fs.readFileSync(full));\n});\n",
        safe: "await Promise.all([ensureInside(full)])",
        unsafe_: "ensureInside(full)",
        lines: &[12],
    },
    Case {
        what: "a future completed `true` by another statement is not what its check returned",
        lang: Lang::Java,
        rule: "java-ldap-injection",
        program: "import java.util.concurrent.*;\nimport java.util.regex.Pattern;\nimport javax.naming.directory.*;\nimport jakarta.ws.rs.*;\n@Path(\"/a\")\nclass Directory {\n    private static final Pattern BIB = Pattern.compile(\"[0-9]{1,5}\");\n    private InitialDirContext ctx;\n    @GET\n    public String lookup(@QueryParam(\"bib\") String bib, @QueryParam(\"vip\") String vip) throws Exception {\n        CompletableFuture<Boolean> ok = CompletableFuture.supplyAsync(() -> BIB.matcher(bib).matches());\n@@        if (!ok.join()) {\n            return \"no\";\n        }\n        ctx.search(\"ou=e\", \"(raceBib=\" + bib + \")\", new SearchControls());\n        return \"ok\";\n    }\n}\n",
        safe: "",
        unsafe_: "        if (vip != null) { ok.complete(true); }\n",
        lines: &[16],
    },
    Case {
        what: "a task sent to a queue (`task.delay(x)`) runs apart: its check holds nowhere in the sender",
        lang: Lang::Python,
        rule: "python-path-traversal",
        program: "import os\nfrom celery import Celery\nfrom flask import Flask, request, send_file\napp = Flask(__name__)\ncelery = Celery(\"files\")\nROOT = \"/srv/files\"\n\n@celery.task\ndef audit_path(full):\n    if not full.startswith(ROOT + os.sep):\n        raise ValueError(\"outside root\")\n    print(\"audited\", full)\n\n@app.get(\"/f\")\ndef get_file():\n    full = os.path.realpath(os.path.join(ROOT, request.args[\"name\"]))\n    audit_path@@(full)\n    return send_file(full)\n",
        safe: "",
        unsafe_: ".delay",
        lines: &[18],
    },
];

#[test]
fn checks_and_values_cross_tasks_as_they_run() {
    check_cases(CASES);
}
