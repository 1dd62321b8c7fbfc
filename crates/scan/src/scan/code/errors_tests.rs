//! Errors: what a `throw` or `raise` gives reaches the handler that catches it (through calls
//! of the file's functions), and a fallback taken where a check fails keeps the value on the
//! app's own site. Each case is a program with a hole (`@@`): filled one way it is safe, the
//! other way the rule reports it at those lines.

use super::dispatch_tests::{Case, check_cases};
use crate::scan::lex::Lang;

const CASES: &[Case] = &[
    Case {
        what: "an object a helper throws reaches the `catch` of each caller's `try`, also where the helper's run is remembered",
        lang: Lang::Javascript,
        rule: "javascript-xss-response",
        program: "const express = require('express');\nconst escapeHtml = require('escape-html');\nconst app = express();\nclass NotFound extends Error { constructor(team) { super('nf'); this.team = team; } }\nfunction load(team) {\n  if (team.length > 3) { throw new NotFound(team); }\n  return team;\n}\napp.get('/a', (req, res) => {\n  try { load(req.query.team); res.send('ok'); }\n  catch (err) { res.send('<p>' + @@ + '</p>'); }\n});\napp.get('/b', (req, res) => {\n  try { load(req.query.team); res.send('ok'); }\n  catch (err) { res.send(`<p>${@@}</p>`); }\n});\n",
        safe: "escapeHtml(err.team)",
        unsafe_: "err.team",
        lines: &[11, 15],
    },
    Case {
        what: "Python: what `raise` gives is the `except` clause's name, through a call",
        lang: Lang::Python,
        rule: "python-xss-returned-html",
        program: "from flask import Flask, request\napp = Flask(__name__)\n\nclass Missing(Exception):\n    def __init__(self, name):\n        super().__init__(name)\n        self.name = name\n\ndef find(name):\n    if not name.isdigit():\n        raise Missing(@@)\n    return name\n\n@app.route(\"/s\")\ndef show():\n    try:\n        find(request.args[\"n\"])\n    except Missing as e:\n        return f\"<p>no such {e.name}</p>\"\n    return \"ok\"\n",
        safe: "\"?\"",
        unsafe_: "name",
        lines: &[19],
    },
    Case {
        what: "a checked value, `None` where the check fails and a page of the app as the fallback lead to the app's own site",
        lang: Lang::Python,
        rule: "python-open-redirect",
        program: "from urllib.parse import urlsplit\nfrom flask import Flask, redirect, request, url_for\napp = Flask(__name__)\nALLOWED_HOSTS = {\"a.example\"}\n\nclass RedirectError(ValueError):\n    pass\n\ndef check_next(target):\n    if not target:\n        return None\n    parts = urlsplit(target)\n    if parts.netloc:\n@@            raise RedirectError(\"host\")\n    elif not target.startswith(\"/\") or target.startswith(\"//\"):\n        raise RedirectError(\"path\")\n    return target\n\n@app.route(\"/login\")\ndef login():\n    try:\n        destination = check_next(request.values.get(\"next\", \"\"))\n    except RedirectError:\n        destination = None\n    return redirect(destination or url_for(\"home\"))\n",
        safe: "        if parts.hostname not in ALLOWED_HOSTS:\n",
        unsafe_: "        if parts.hostname in ALLOWED_HOSTS:\n",
        lines: &[26],
    },
    Case {
        what: "Rust: the `Ok(v)` arm of a match on a call of the file binds what its returns that succeed give, not a failure's payload",
        lang: Lang::Rust,
        rule: "rust-open-redirect-location",
        program: "use actix_web::{get, http::header, web, HttpResponse};\nuse serde::Deserialize;\nuse url::Url;\n\n#[derive(Deserialize)]\nstruct Q { r: String }\n\nenum E { Bad(String) }\n\nfn check(raw: &str) -> Result<Url, E> {\n    let url = Url::parse(raw).map_err(|_| E::Bad(String::new()))?;\n@@    Ok(url)\n}\n\n#[get(\"/go\")]\nasync fn go(q: web::Query<Q>) -> HttpResponse {\n    let target = match check(&q.r) { Ok(url) => url.to_string(), Err(_) => \"/\".to_string() };\n    HttpResponse::SeeOther().insert_header((header::LOCATION, target)).finish()\n}\n",
        safe: "    if url.host_str() != Some(\"www.partner.com\") { return Err(E::Bad(raw.to_string())); }\n",
        unsafe_: "    if url.host_str().is_none() { return Err(E::Bad(raw.to_string())); }\n",
        lines: &[],
    },
];

#[test]
fn raised_values_reach_their_handlers() {
    check_cases(CASES);
}
