//! Calls through polymorphic code: `super`, interfaces and traits, tables of objects,
//! getters and setters. Each case is a program with a hole (`@@`): filled one way it is safe,
//! the other way the rule reports it (at those lines; none listed: anywhere).

use super::tests::rule_lines;
use super::*;
use crate::scan::lex::Lang;

pub(super) struct Case {
    pub what: &'static str,
    pub lang: Lang,
    pub rule: &'static str,
    pub program: &'static str,
    pub safe: &'static str,
    pub unsafe_: &'static str,
    pub lines: &'static [usize],
}

const CASES: &[Case] = &[
    Case {
        what: "`super.locate(..)` runs the base's method, with its containment check, on the override's object",
        lang: Lang::Javascript,
        rule: "javascript-path-traversal",
        program: "const express = require('express');\nconst path = require('node:path');\nconst fs = require('node:fs/promises');\nclass AssetStore {\n  constructor(root) { this.root = path.resolve(root); }\n  locate(relative) {\n    const full = path.resolve(this.root, relative);\n@@    return full;\n  }\n  async open(relative) { return fs.readFile(this.locate(relative)); }\n}\nclass PosterStore extends AssetStore {\n  locate(relative) { return super.locate(relative.replace(/^legacy\\//, 'archive/')); }\n}\nconst store = new PosterStore('/srv/posters');\nconst app = express();\napp.get('/m', async (req, res) => { res.send(await store.open(req.query.file)); });\n",
        safe: "    if (!full.startsWith(this.root + path.sep)) { throw new Error('outside'); }\n",
        unsafe_: "",
        lines: &[10],
    },
    Case {
        what: "Python's `super().__init__(..)` and `super().locate(..)`: the base's methods on `self`",
        lang: Lang::Python,
        rule: "python-path-traversal",
        program: "import os\nfrom flask import Flask, request, send_file\napp = Flask(__name__)\n\nclass Store:\n    def __init__(self, root):\n        self.root = os.path.realpath(root)\n\n    def locate(self, name):\n        full = os.path.realpath(os.path.join(self.root, name))\n@@        return full\n\nclass PosterStore(Store):\n    def __init__(self, root):\n        super().__init__(root)\n\n    def locate(self, name):\n        return super().locate(name.strip())\n\nstore = PosterStore('/srv/files')\n\n@app.route('/p')\ndef poster():\n    return send_file(store.locate(request.args['n']))\n",
        safe: "        if not full.startswith(self.root + os.sep):\n            raise ValueError('outside')\n",
        unsafe_: "",
        lines: &[24],
    },
    Case {
        what: "`super(target)` in a constructor runs the base's constructor, whose check holds for the field",
        lang: Lang::Java,
        rule: "java-ssrf",
        program: "import org.springframework.web.bind.annotation.*;\nimport java.io.InputStream;\nimport java.net.URL;\nimport java.util.Set;\n\nabstract class Fetcher {\n    private static final Set<String> FEEDS = Set.of(\"https://feeds.rinkline.com/a\", \"https://feeds.rinkline.com/b\");\n    protected final String target;\n    Fetcher(String target) {\n@@        this.target = target;\n    }\n    InputStream open() throws Exception { return new URL(target).openStream(); }\n}\n\nclass FeedFetcher extends Fetcher {\n    FeedFetcher(String target) { super(target); }\n}\n\n@RestController\nclass FeedController {\n    @GetMapping(\"/feed\")\n    String feed(@RequestParam String url) throws Exception {\n        new FeedFetcher(url).open().close();\n        return \"ok\";\n    }\n}\n",
        safe: "        if (!FEEDS.contains(target)) { throw new IllegalArgumentException(\"feed\"); }\n",
        unsafe_: "",
        lines: &[12],
    },
    Case {
        what: "a call on an interface-typed value reaches every implementation; one without the method has the default",
        lang: Lang::Java,
        rule: "java-html-string-tainted",
        program: "import jakarta.servlet.http.*;\nimport java.io.*;\nimport java.util.List;\ninterface Section {\n    String body(String n);\n    default String render(String n) { return \"<p>\" + org.springframework.web.util.HtmlUtils.htmlEscape(body(n)) + \"</p>\"; }\n}\nfinal class NameSection implements Section {\n    public String body(String n) { return n; }\n}\nfinal class NoteSection implements Section {\n    public String body(String n) { return n; }\n@@}\npublic class S extends HttpServlet {\n    private final List<Section> sections = List.of(new NameSection(), new NoteSection());\n    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {\n        for (Section section : sections) {\n            resp.getWriter().println(section.render(req.getParameter(\"note\")));\n        }\n    }\n}\n",
        safe: "",
        unsafe_: "    @Override public String render(String n) { return \"<p>\" + body(n) + \"</p>\"; }\n",
        lines: &[],
    },
    Case {
        what: "a Go map of the file's structs read at a request-chosen key is any of them",
        lang: Lang::Go,
        rule: "go-ldap-injection",
        program: "package main\n\nimport (\n\t\"net/http\"\n\n\t\"github.com/go-ldap/ldap/v3\"\n)\n\ntype FilterBuilder interface{ Build(term string) string }\n\ntype cnFilter struct{}\n\nfunc (cnFilter) Build(term string) string { return \"(cn=\" + ldap.EscapeFilter(term) + \")\" }\n\ntype depotFilter struct{}\n\nfunc (depotFilter) Build(term string) string { return \"(depot=\" + @@ + \"*)\" }\n\nvar filters = map[string]FilterBuilder{\"cn\": cnFilter{}, \"depot\": depotFilter{}}\n\nfunc lookup(w http.ResponseWriter, r *http.Request) {\n\tfb, ok := filters[r.FormValue(\"by\")]\n\tif !ok {\n\t\treturn\n\t}\n\tconn, _ := ldap.DialURL(\"ldaps://dir.courier-hub.net:636\")\n\tconn.Search(ldap.NewSearchRequest(\"ou=x\", ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 0, 0, false, fb.Build(r.FormValue(\"q\")), nil, nil))\n}\n",
        safe: "ldap.EscapeFilter(term)",
        unsafe_: "term",
        lines: &[27],
    },
    Case {
        what: "a getter runs where its property is read, a setter where it is assigned; a factory writing the private field skips the setter",
        lang: Lang::Javascript,
        rule: "javascript-html-string-tainted",
        program: "const express = require('express');\nconst escapeHtml = require('escape-html');\nclass Entry {\n  #tagline = '';\n  set tagline(value) { this.#tagline = escapeHtml(String(value)); }\n  get tagline() { return this.#tagline; }\n  static raw(v) { const e = new Entry(); e.#tagline = v; return e; }\n  toRow() { return `<td>${this.tagline}</td>`; }\n}\nconst app = express();\napp.post('/x', (req, res) => {\n@@  res.send(e.toRow());\n});\n",
        safe: "  const e = new Entry();\n  e.tagline = req.body.msg;\n",
        unsafe_: "  const e = Entry.raw(req.body.msg);\n",
        lines: &[8],
    },
    Case {
        what: "a setter runs only on an object of its class: a plain object's property of that name is a field",
        lang: Lang::Javascript,
        rule: "javascript-ssrf",
        program: "const express = require('express');\nconst axios = require('axios');\nconst app = express();\n\nclass Feed {\n  constructor() { this._url = 'https://feeds.rinkline.com/'; }\n  set url(v) { this._url = 'https://feeds.rinkline.com/' + encodeURIComponent(v); }\n  get url() { return this._url; }\n}\n\napp.get('/proxy', async (req, res) => {\n  const opts = @@;\n  opts.url = req.query.target;\n  const r = await axios.get(opts.url);\n  res.send(r.data);\n});\napp.listen(3000);\n",
        safe: "new Feed()",
        unsafe_: "{}",
        lines: &[14],
    },
    Case {
        what: "a property assigned after its getter's value was checked is checked no more",
        lang: Lang::Javascript,
        rule: "javascript-open-redirect",
        program: "const express = require('express');\nconst app = express();\n\nclass Destination {\n  constructor(url) { this._url = url; }\n  get url() { return this._url; }\n  set url(v) { this._url = String(v).trim(); }\n}\n\nfunction isLocal(u) {\n  return typeof u === 'string' && u.startsWith('/') && !u.startsWith('//') && !u.startsWith('/\\\\');\n}\n\napp.get('/done', (req, res) => {\n  const dest = new Destination(req.query.next);\n  if (isLocal(dest.url)) {\n@@    return res.redirect(dest.url);\n  }\n  res.redirect('/');\n});\n\n",
        safe: "",
        unsafe_: "    dest.url = req.query.fallback || dest.url;\n",
        lines: &[18],
    },
    Case {
        what: "an anonymous class implementing the interface is one of the implementations a call reaches",
        lang: Lang::Java,
        rule: "java-html-string-tainted",
        program: "import jakarta.servlet.http.*;\nimport java.io.*;\nimport org.springframework.web.util.HtmlUtils;\n\ninterface Renderer {\n    String render(String n);\n}\nfinal class EscapedRenderer implements Renderer {\n    public String render(String n) { return \"<p>\" + HtmlUtils.htmlEscape(n) + \"</p>\"; }\n}\npublic class NoteServlet extends HttpServlet {\n    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {\n        Renderer renderer;\n        if (\"rich\".equals(req.getParameter(\"style\"))) {\n            renderer = new Renderer() {\n                public String render(String n) { return \"<p>\" + @@ + \"</p>\"; }\n            };\n        } else {\n            renderer = new EscapedRenderer();\n        }\n        resp.getWriter().println(renderer.render(req.getParameter(\"note\")));\n    }\n}\n",
        safe: "HtmlUtils.htmlEscape(n)",
        unsafe_: "n",
        lines: &[16],
    },
    Case {
        what: "a Python setter runs only on its class's objects: another class's attribute of that name is a field",
        lang: Lang::Python,
        rule: "python-ssrf",
        program: "import subprocess\nfrom urllib.parse import quote\nimport requests\nfrom flask import Flask, request\n\napp = Flask(__name__)\n\n\nclass Feed:\n    def __init__(self):\n        self._url = \"https://feeds.rinkline.com/\"\n\n    @property\n    def url(self):\n        return self._url\n\n    @url.setter\n    def url(self, value):\n        self._url = \"https://feeds.rinkline.com/\" + quote(value, safe=\"\")\n\n\nclass Job:\n    def __init__(self):\n        self.url = None\n        self.retries = 3\n\n\n@app.route(\"/fetch\")\ndef fetch():\n    job = @@\n    job.url = request.args[\"target\"]\n    r = requests.get(job.url, timeout=5)\n    return r.text\n",
        safe: "Feed()",
        unsafe_: "Job()",
        lines: &[32],
    },
    Case {
        what: "a function of the file an object holds in a field, set by its constructor, is what a call of that field runs",
        lang: Lang::Javascript,
        rule: "javascript-sql-built",
        program: "const express = require('express');\nconst mysql = require('mysql2/promise');\nconst pool = mysql.createPool({});\nconst app = express();\n@@\nclass Queue {\n  constructor(builder) { this.builder = builder; }\n  list(options) { return pool.query(this.builder(options)); }\n}\nconst queue = new Queue(build);\napp.get('/orders', async (req, res) => {\n  res.json(await queue.list(req.query.sort));\n});\n",
        safe: "function build(sort) { return 'SELECT * FROM orders ORDER BY placed'; }\n",
        unsafe_: "function build(sort) { return 'SELECT * FROM orders ORDER BY ' + sort; }\n",
        lines: &[],
    },
    Case {
        what: "Go: a function a struct holds in a field, called through an item of a list of such structs",
        lang: Lang::Go,
        rule: "go-xss-response-write",
        program: "package main\n\nimport (\n\t\"html\"\n\t\"net/http\"\n)\n\ntype column struct{ Format func(s string) string }\n\nvar columns = []column{{Format: func(s string) string {\n@@\t}}}\n\nfunc board(w http.ResponseWriter, r *http.Request) {\n\tfor _, c := range columns {\n\t\tcell := c.Format(r.FormValue(\"name\"))\n\t\tw.Write([]byte(\"<td>\" + cell + \"</td>\"))\n\t}\n}\n",
        safe: "\t\treturn html.EscapeString(s)\n",
        unsafe_: "\t\treturn s\n",
        lines: &[],
    },
    Case {
        what: "Python: a `**options` parameter holds the keyword arguments no other parameter takes, `{}` where the call gives none",
        lang: Lang::Python,
        rule: "python-xxe-parser-options",
        program: "from flask import Flask, request\nfrom lxml import etree\napp = Flask(__name__)\n@@\n\nclass Reader:\n    def __init__(self, **extra):\n        options = {**DEFAULTS, **extra}\n        self.parser = etree.XMLParser(**options)\n\n    def read(self, data):\n        return etree.fromstring(data, self.parser)\n\nreader = Reader(no_network=True)\n\n@app.post(\"/import\")\ndef upload():\n    return str(reader.read(request.get_data()))\n",
        safe: "DEFAULTS = {\"resolve_entities\": False, \"no_network\": True}\n",
        unsafe_: "DEFAULTS = {\"resolve_entities\": True, \"no_network\": True}\n",
        lines: &[],
    },
    Case {
        what: "Python: a method the models know of a library's object (`render` of a jinja2 template) is the library's, though a class of the file has a method of that name",
        lang: Lang::Python,
        rule: "python-xss-response",
        program: "from flask import Flask, Response, request\nfrom jinja2 import DictLoader, Environment\napp = Flask(__name__)\n\nclass PageRenderer:\n    def __init__(self):\n        self.env = Environment(loader=DictLoader({}), autoescape=True)\n\n    def render(self, template, rider):\n@@        return Response(html, mimetype=\"text/html\")\n\nrenderer = PageRenderer()\n\n@app.post(\"/waivers\")\ndef sign():\n    return renderer.render(\"w.html\", request.form[\"name\"])\n",
        safe: "        html = self.env.get_template(template).render(rider=rider)\n",
        unsafe_: "        html = \"<p>\" + rider + \"</p>\"\n",
        lines: &[],
    },
    Case {
        what: "Rust: the fields a structure literal does not write come from its base (`..Opts::default()`, `..Default::default()`)",
        lang: Lang::Rust,
        rule: "rust-tls-no-verify",
        program: "struct Opts { insecure: bool, name: String }\nimpl Default for Opts {\n@@}\nstruct Feed { client: reqwest::Client }\nimpl Feed {\n    fn new(o: Opts) -> Self {\n        Feed { client: reqwest::Client::builder().danger_accept_invalid_certs(o.insecure).build().unwrap() }\n    }\n}\nfn main() {\n    let a = Feed::new(Opts { name: \"a\".into(), ..Opts::default() });\n    let b = Feed::new(Opts { name: \"b\".into(), ..Default::default() });\n}\n",
        safe: "    fn default() -> Self { Self { insecure: false, name: String::new() } }\n",
        unsafe_: "    fn default() -> Self { Self { insecure: true, name: String::new() } }\n",
        lines: &[8],
    },
    Case {
        what: "a truthy lookup in a table whose every key is a constant (of functions, kept in a variable) leaves the key one of them",
        lang: Lang::Javascript,
        rule: "javascript-path-traversal-paths",
        program: "const express = require('express');\nconst fs = require('fs');\nconst path = require('path');\nconst app = express();\nfunction list(dir) { return fs.readdirSync(dir); }\nconst HANDLERS = { crease: list, diagram: list };\napp.get('/p/:kind', (req, res) => {\n  const kind = req.params.kind;\n@@  if (!handler) return res.sendStatus(404);\n  res.json(handler(path.join('/srv/patterns', kind)));\n});\n",
        safe: "  const handler = HANDLERS[kind];\n",
        unsafe_: "  const handler = HANDLERS[kind] || list;\n",
        lines: &[11],
    },
    Case {
        what: "Rust: a call by a variable's name (a loop's, holding a closure) runs what the variable holds, never a method of that name",
        lang: Lang::Rust,
        rule: "rust-xss-html",
        program: "use axum::{extract::Form, response::Html};\nfn text(value: &str) -> String { html_escape::encode_text(value).into_owned() }\n@@struct Page { title: String, sections: Vec<(&'static str, Box<dyn Fn(&Order) -> String>)> }\nimpl Page {\n    fn new(title: &str) -> Self { Self { title: title.to_string(), sections: Vec::new() } }\n    fn section<F: Fn(&Order) -> String + 'static>(mut self, class: &'static str, render: F) -> Self {\n        self.sections.push((class, Box::new(render)));\n        self\n    }\n    fn render(&self, order: &Order) -> String {\n        let mut body = String::new();\n        for (class, render) in &self.sections {\n            body.push_str(&render(order));\n        }\n        body\n    }\n}\nasync fn place_order(Form(order): Form<Order>) -> Html<String> {\n    let page = Page::new(\"t\").section(\"note\", note_section);\n    Html(page.render(&order))\n}\n",
        safe: "fn note_section(order: &Order) -> String { format!(\"<p>{}</p>\", text(&order.note)) }\n",
        unsafe_: "fn note_section(order: &Order) -> String { format!(\"<p>{}</p>\", order.note) }\n",
        lines: &[],
    },
    Case {
        what: "Rust: a function of the file read from a table stays one through `unwrap` (and the same for `clone`, `expect`)",
        lang: Lang::Rust,
        rule: "rust-ldap-injection",
        program: "use std::collections::HashMap;\nuse axum::extract::Query;\nuse ldap3::{ldap_escape, Ldap, Scope};\ntype FilterFn = fn(&str) -> String;\n@@async fn lookup(Query(p): Query<Params>, mut ldap: Ldap) -> anyhow::Result<()> {\n    let mut filters: HashMap<&'static str, FilterFn> = HashMap::new();\n    filters.insert(\"name\", by_name);\n    let build = filters.get(\"name\").unwrap();\n    let filter = build(&p.value);\n    ldap.search(\"ou=people\", Scope::Subtree, &filter, vec![\"cn\"]).await?;\n    Ok(())\n}\n",
        safe: "fn by_name(value: &str) -> String { format!(\"(cn={})\", ldap_escape(value)) }\n",
        unsafe_: "fn by_name(value: &str) -> String { format!(\"(cn={})\", value) }\n",
        lines: &[11],
    },
    Case {
        what: "Java: a call of the method of an interface of the file on a lambda runs the lambda, not every class implementing the interface",
        lang: Lang::Java,
        rule: "java-ssrf",
        program: "import java.net.URI;\nimport java.net.http.*;\nimport java.util.*;\nimport org.springframework.web.bind.annotation.*;\n\ninterface ImageSource {\n    URI locate(String ref);\n}\nclass RemoteSource implements ImageSource {\n    public URI locate(String ref) { return URI.create(ref); }\n}\nfinal class Sources {\n    private static final Set<String> HOSTS = Set.of(\"images.example.org\");\n    static ImageSource allowlisted(ImageSource inner) {\n        return ref -> {\n            URI uri = inner.locate(ref);\n@@            return uri;\n        };\n    }\n}\n@RestController\nclass C {\n    private final HttpClient http = HttpClient.newHttpClient();\n    private final ImageSource source = Sources.allowlisted(new RemoteSource());\n    @GetMapping(\"/i\")\n    String image(@RequestParam String ref) throws Exception {\n        http.send(HttpRequest.newBuilder(source.locate(ref)).build(), HttpResponse.BodyHandlers.ofString());\n        return \"ok\";\n    }\n}\n",
        safe: "            if (!HOSTS.contains(uri.getHost())) {\n                throw new IllegalArgumentException(\"host\");\n            }\n",
        unsafe_: "            if (uri.getHost() == null) {\n                throw new IllegalArgumentException(\"host\");\n            }\n",
        lines: &[],
    },
];

#[test]
fn polymorphic_calls_reach_the_code_they_run() {
    check_cases(CASES);
}

/// Each case's program, filled safe, gives no finding of its rule; filled unsafe, it does.
pub(super) fn check_cases(cases: &[Case]) {
    let rules = CodeRules::builtin().unwrap_or_else(|d| panic!("{d:?}"));
    for c in cases {
        let safe = rule_lines(&rules, c.lang, c.rule, &c.program.replace("@@", c.safe));
        assert_eq!(safe, Vec::<usize>::new(), "{}: safe", c.what);
        let reported = rule_lines(&rules, c.lang, c.rule, &c.program.replace("@@", c.unsafe_));
        match c.lines {
            [] => assert!(!reported.is_empty(), "{}: not reported", c.what),
            lines => assert_eq!(reported, lines, "{}", c.what),
        }
    }
}
