//! Errors: a fallback taken where a check fails keeps the value on the app's own site, a
//! call's failure is told from its success (Rust's `match`, `if let`), and a helper that throws
//! where its check fails validates what it is given. Each case is a program
//! with a hole (`@@`): filled one way it is safe, the other way the rule reports it (at those
//! lines; none listed: anywhere).

use super::dispatch_tests::{Case, check_cases};
use crate::scan::lex::Lang;

const CASES: &[Case] = &[
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
    Case {
        what: "a path made in a helper's argument, validated by the helper on every path that returns (it throws otherwise), reaches no file unchecked",
        lang: Lang::Javascript,
        rule: "javascript-path-traversal-paths",
        program: "const express = require('express');\nconst fs = require('fs/promises');\nconst path = require('path');\nconst ROOT = path.resolve(process.env.LABEL_DIR || '/srv/labels');\nfunction insideRoot(candidate) {\n  if (!candidate.startsWith(ROOT + path.sep)) {\n@@  }\n  return candidate;\n}\nconst app = express();\napp.get('/b/:batch', async (req, res) => {\n  const target = insideRoot(path.resolve(ROOT, req.params.batch, req.query.sheet));\n  res.send(await fs.readFile(target));\n});\n",
        safe: "    throw new Error('outside the label folder');\n",
        unsafe_: "    console.warn('outside the label folder');\n",
        lines: &[13, 14],
    },
];

#[test]
fn failures_are_told_from_successes() {
    check_cases(CASES);
}
