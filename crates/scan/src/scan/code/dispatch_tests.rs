//! Calls through polymorphic code: `super`, interfaces and traits, tables of objects.

use super::tests::rule_lines;
use super::*;
use crate::scan::lex::Lang;

fn rules() -> CodeRules {
    CodeRules::builtin().unwrap_or_else(|d| panic!("{d:?}"))
}

/// `super.locate(..)` runs the base class's method, with its containment check, on the object
/// the override was called on; where the base's method checks nothing, the path is reported.
#[test]
fn super_method_runs_the_base_method() {
    let rules = rules();
    let js = |check: &str| {
        format!(
            "const express = require('express');\nconst path = require('node:path');\nconst fs = require('node:fs/promises');\nclass AssetStore {{\n  constructor(root) {{ this.root = path.resolve(root); }}\n  locate(relative) {{\n    const full = path.resolve(this.root, relative);\n{check}    return full;\n  }}\n  async open(relative) {{ return fs.readFile(this.locate(relative)); }}\n}}\nclass PosterStore extends AssetStore {{\n  locate(relative) {{ return super.locate(relative.replace(/^legacy\\//, 'archive/')); }}\n}}\nconst store = new PosterStore('/srv/posters');\nconst app = express();\napp.get('/m', async (req, res) => {{ res.send(await store.open(req.query.file)); }});\n"
        )
    };
    let contained = "    if (!full.startsWith(this.root + path.sep)) { throw new Error('outside'); }\n";
    assert_eq!(rule_lines(&rules, Lang::Javascript, "javascript-path-traversal", &js(contained)), Vec::<usize>::new());
    assert_eq!(rule_lines(&rules, Lang::Javascript, "javascript-path-traversal", &js("")), vec![10]);
    let py = |check: &str| {
        format!(
            "import os\nfrom flask import Flask, request, send_file\napp = Flask(__name__)\n\nclass Store:\n    def __init__(self, root):\n        self.root = os.path.realpath(root)\n\n    def locate(self, name):\n        full = os.path.realpath(os.path.join(self.root, name))\n{check}        return full\n\nclass PosterStore(Store):\n    def __init__(self, root):\n        super().__init__(root)\n\n    def locate(self, name):\n        return super().locate(name.strip())\n\nstore = PosterStore('/srv/files')\n\n@app.route('/p')\ndef poster():\n    return send_file(store.locate(request.args['n']))\n"
        )
    };
    let contained = "        if not full.startswith(self.root + os.sep):\n            raise ValueError('outside')\n";
    assert_eq!(rule_lines(&rules, Lang::Python, "python-path-traversal", &py(contained)), Vec::<usize>::new());
    assert_eq!(rule_lines(&rules, Lang::Python, "python-path-traversal", &py("")), vec![24]);
}

/// `super(args)` in a constructor runs the base's constructor on the object being made: what
/// it checks before storing a field holds for the methods that read it.
#[test]
fn super_constructor_runs_the_base_constructor() {
    let rules = rules();
    let java = |check: &str| {
        format!(
            "import org.springframework.web.bind.annotation.*;\nimport java.io.InputStream;\nimport java.net.URL;\nimport java.util.Set;\n\nabstract class Fetcher {{\n    private static final Set<String> FEEDS = Set.of(\"https://feeds.rinkline.com/a\", \"https://feeds.rinkline.com/b\");\n    protected final String target;\n    Fetcher(String target) {{\n{check}        this.target = target;\n    }}\n    InputStream open() throws Exception {{ return new URL(target).openStream(); }}\n}}\n\nclass FeedFetcher extends Fetcher {{\n    FeedFetcher(String target) {{ super(target); }}\n}}\n\n@RestController\nclass FeedController {{\n    @GetMapping(\"/feed\")\n    String feed(@RequestParam String url) throws Exception {{\n        new FeedFetcher(url).open().close();\n        return \"ok\";\n    }}\n}}\n"
        )
    };
    let listed = "        if (!FEEDS.contains(target)) { throw new IllegalArgumentException(\"feed\"); }\n";
    assert_eq!(rule_lines(&rules, Lang::Java, "java-ssrf", &java(listed)), Vec::<usize>::new());
    assert_eq!(rule_lines(&rules, Lang::Java, "java-ssrf", &java("")), vec![12]);
}

/// A call on a value declared with an interface reaches every implementation of the file, and
/// an implementation without the method has the interface's default: one override that drops
/// the default's escaping is reported.
#[test]
fn interface_calls_reach_every_implementation() {
    let rules = rules();
    let java = |note: &str| {
        format!(
            "import jakarta.servlet.http.*;\nimport java.io.*;\nimport java.util.List;\ninterface Section {{\n    String body(String n);\n    default String render(String n) {{ return \"<p>\" + org.springframework.web.util.HtmlUtils.htmlEscape(body(n)) + \"</p>\"; }}\n}}\nfinal class NameSection implements Section {{\n    public String body(String n) {{ return n; }}\n}}\nfinal class NoteSection implements Section {{\n    public String body(String n) {{ return n; }}\n{note}}}\npublic class S extends HttpServlet {{\n    private final List<Section> sections = List.of(new NameSection(), new NoteSection());\n    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {{\n        for (Section section : sections) {{\n            resp.getWriter().println(section.render(req.getParameter(\"note\")));\n        }}\n    }}\n}}\n"
        )
    };
    let raw = "    @Override public String render(String n) { return \"<p>\" + body(n) + \"</p>\"; }\n";
    assert_eq!(rule_lines(&rules, Lang::Java, "java-html-string-tainted", &java("")), Vec::<usize>::new());
    assert!(!rule_lines(&rules, Lang::Java, "java-html-string-tainted", &java(raw)).is_empty());
}

/// A Go value of the file's interface type, read from a map of the file's structs at a key the
/// request chooses, is any of them: each one's method runs.
#[test]
fn a_table_of_objects_is_any_of_them() {
    let rules = rules();
    let go = |depot: &str| {
        format!(
            "package main\n\nimport (\n\t\"net/http\"\n\n\t\"github.com/go-ldap/ldap/v3\"\n)\n\ntype FilterBuilder interface{{ Build(term string) string }}\n\ntype cnFilter struct{{}}\n\nfunc (cnFilter) Build(term string) string {{ return \"(cn=\" + ldap.EscapeFilter(term) + \")\" }}\n\ntype depotFilter struct{{}}\n\nfunc (depotFilter) Build(term string) string {{ return \"(depot=\" + {depot} + \"*)\" }}\n\nvar filters = map[string]FilterBuilder{{\"cn\": cnFilter{{}}, \"depot\": depotFilter{{}}}}\n\nfunc lookup(w http.ResponseWriter, r *http.Request) {{\n\tfb, ok := filters[r.FormValue(\"by\")]\n\tif !ok {{\n\t\treturn\n\t}}\n\tconn, _ := ldap.DialURL(\"ldaps://dir.courier-hub.net:636\")\n\tconn.Search(ldap.NewSearchRequest(\"ou=x\", ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 0, 0, false, fb.Build(r.FormValue(\"q\")), nil, nil))\n}}\n"
        )
    };
    assert_eq!(rule_lines(&rules, Lang::Go, "go-ldap-injection", &go("ldap.EscapeFilter(term)")), Vec::<usize>::new());
    assert_eq!(rule_lines(&rules, Lang::Go, "go-ldap-injection", &go("term")), vec![27]);
}

/// Reading a property a class defines with a getter runs the getter; assigning one it defines
/// with a setter runs the setter: an escaping setter leaves the field escaped, a factory writing
/// the private field directly does not.
#[test]
fn getters_and_setters_run() {
    let rules = rules();
    let js = |store: &str| {
        format!(
            "const express = require('express');\nconst escapeHtml = require('escape-html');\nclass Entry {{\n  #tagline = '';\n  set tagline(value) {{ this.#tagline = escapeHtml(String(value)); }}\n  get tagline() {{ return this.#tagline; }}\n  static raw(v) {{ const e = new Entry(); e.#tagline = v; return e; }}\n  toRow() {{ return `<td>${{this.tagline}}</td>`; }}\n}}\nconst app = express();\napp.post('/x', (req, res) => {{\n{store}  res.send(e.toRow());\n}});\n"
        )
    };
    let through_setter = "  const e = new Entry();\n  e.tagline = req.body.msg;\n";
    let direct = "  const e = Entry.raw(req.body.msg);\n";
    assert_eq!(
        rule_lines(&rules, Lang::Javascript, "javascript-html-string-tainted", &js(through_setter)),
        Vec::<usize>::new()
    );
    assert_eq!(rule_lines(&rules, Lang::Javascript, "javascript-html-string-tainted", &js(direct)), vec![8]);
}
