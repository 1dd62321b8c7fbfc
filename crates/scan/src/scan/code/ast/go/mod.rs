//! Go's syntax tree (tree-sitter-go) lowered to the analysis's program form.
//!
//! Go semantics expressed in the lowering: a method's receiver is its `self` (so calls on it
//! reach the methods of the same type); multiple assignment and the comma-ok forms are tuple
//! targets; `if`/`switch` initialisers run before their statement; a conversion to a built-in
//! type (`[]byte(s)`, `string(b)`) is its operand; `&x` passed to a call is an out-parameter the
//! call fills (`json.Unmarshal(body, &v)`); writing to a writer held by a variable
//! (`b.WriteString(s)`, `fmt.Fprintf(&b, ...)`) appends to it; `m[k]` used as a condition is a
//! membership test; a channel's send and receive (`ch <- v`, `<-ch`, `range ch`) are calls the
//! analysis links by the channel (`channel.rs`).

use tree_sitter::Node;

use super::ir::*;
use super::lower::{self, Lower, binop, float_kind, int_kind, named, unescape};
use crate::scan::code::models::{Models, Word, WritesTo};

mod channel;
mod expr;
mod stmt;
mod tags;
mod types;
mod writers;

use channel::*;
use expr::*;
use stmt::*;
use types::*;
use writers::*;

pub fn lower(src: &str, models: &Models, root: Node<'_>) -> Module {
    let mut l = Lower::new(src, models, go_expr);
    tags::note_registered(&mut l);
    let interfaces = struct_fields(&mut l, root);
    tags::note_made(&mut l, root);
    let body = lower::stmts(&mut l, root, go_stmt);
    note_implements(&mut l, &interfaces);
    l.finish(body)
}

/// The file's interfaces each of its types implements: those whose every method it has (Go's
/// types implement an interface by their methods alone).
fn note_implements(l: &mut Lower<'_>, interfaces: &[(String, Vec<String>)]) {
    let mut methods: std::collections::HashMap<String, Vec<&str>> = std::collections::HashMap::new();
    for f in &l.m.funcs {
        if let Some(class) = f.class.as_deref() {
            methods.entry(class.to_string()).or_default().push(f.name.as_str());
        }
    }
    let mut implements = Vec::new();
    for (class, has) in methods {
        let implemented: Vec<String> = interfaces
            .iter()
            .filter(|(_, ms)| !ms.is_empty() && ms.iter().all(|m| has.contains(&m.as_str())))
            .map(|(i, _)| i.clone())
            .collect();
        if !implemented.is_empty() {
            implements.push((class, implemented));
        }
    }
    l.m.implements.extend(implements);
}

/// The methods an interface type declares, by name (`Find(term string) string`).
fn interface_methods(l: &Lower<'_>, body: Node<'_>) -> Vec<String> {
    named(body)
        .into_iter()
        .filter(|k| matches!(k.kind(), "method_elem" | "method_spec"))
        .map(|k| l.field_text(k, "name").to_string())
        .collect()
}

/// The fields of the file's struct types, with their types as written: first, as a struct may
/// be declared below the code that fills it, with what their tags ask validators to check
/// (`tags.rs`). Other named types (in a
/// function too, and aliases) are kept with the kind of type they name, through other named
/// types (`type UserCond Cond`). A name declared twice (in two functions, or in one and the
/// file) is known as neither.
fn struct_fields(l: &mut Lower<'_>, root: Node<'_>) -> Vec<(String, Vec<String>)> {
    let mut named_as: Vec<(String, String)> = Vec::new();
    let mut interfaces = Vec::new();
    let specs = type_specs(root);
    // A name declared twice (a function's own type beside another's) is not told apart: it is
    // known as neither.
    let mut count: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    for spec in &specs {
        *count.entry(l.field_text(*spec, "name")).or_default() += 1;
    }
    for spec in specs {
        let Some(body) = spec.child_by_field_name("type") else { continue };
        let name = l.field_text(spec, "name").to_string();
        if count.get(name.as_str()).is_some_and(|n| *n > 1) {
            continue;
        }
        match body.kind() {
            "struct_type" => {
                let fields = struct_type_fields(l, &name, body);
                let embedded = embedded_types(l, body);
                if !embedded.is_empty() {
                    l.m.embeds.insert(name.clone(), embedded);
                }
                l.m.fields.insert(name, fields);
            }
            "type_identifier" => named_as.push((name, l.text(body).to_string())),
            kind => {
                if kind == "interface_type" {
                    interfaces.push((name.clone(), interface_methods(l, body)));
                    l.m.interfaces.insert(name.clone());
                }
                l.named_kinds.insert(name, kind);
            }
        }
    }
    // A named type of another: what that one names (a few steps at most).
    for _ in 0..4 {
        for (name, of) in &named_as {
            if let Some(kind) = l.named_kinds.get(of).copied() {
                l.named_kinds.insert(name.clone(), kind);
            }
        }
    }
    interfaces
}

/// Every type declaration of the file (`type_spec`, `type_alias`), in functions too.
fn type_specs(root: Node<'_>) -> Vec<Node<'_>> {
    let mut out = Vec::new();
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        let mut c = n.walk();
        for k in n.named_children(&mut c) {
            match k.kind() {
                "type_declaration" => {
                    let mut kc = k.walk();
                    out.extend(k.named_children(&mut kc).filter(|s| matches!(s.kind(), "type_spec" | "type_alias")));
                }
                _ if k.named_child_count() > 0 => stack.push(k),
                _ => {}
            }
        }
    }
    out
}

/// The types a struct embeds (`pb.UnimplementedKilnServer`, `*Base`), by their simple names.
fn embedded_types(l: &Lower<'_>, body: Node<'_>) -> Vec<String> {
    let Some(list) = body.named_child(0) else { return Vec::new() };
    let mut fc = list.walk();
    list.named_children(&mut fc)
        .filter(|f| f.kind() == "field_declaration" && f.child_by_field_name("name").is_none())
        .map(|f| type_name(l.field_text(f, "type")))
        .map(|t| t.rsplit('.').next().unwrap_or(&t).to_string())
        .collect()
}

/// A struct type's fields, with their types as written.
fn struct_type_fields(l: &mut Lower<'_>, owner: &str, body: Node<'_>) -> Vec<(String, String)> {
    let mut fields = Vec::new();
    let Some(list) = body.named_child(0) else { return fields };
    let mut fc = list.walk();
    for f in list.named_children(&mut fc).filter(|f| f.kind() == "field_declaration") {
        let ty = l.field_text(f, "type").to_string();
        let tag = f.child_by_field_name("tag").map(|t| l.text(t).to_string());
        let mut nc = f.walk();
        for name in f.children_by_field_name("name", &mut nc) {
            let name = l.text(name).to_string();
            if let Some(tag) = &tag {
                tags::note_field(l, owner, &name, &ty, tag);
            }
            fields.push((name, ty.clone()));
        }
    }
    fields
}

fn imports(l: &mut Lower<'_>, n: Node<'_>) {
    let mut c = n.walk();
    for k in n.named_children(&mut c) {
        match k.kind() {
            "import_spec" => import_spec(l, k),
            "import_spec_list" => {
                let mut kc = k.walk();
                for s in k.named_children(&mut kc).filter(|s| s.kind() == "import_spec") {
                    import_spec(l, s);
                }
            }
            _ => {}
        }
    }
}

/// `alias "path/to/pkg"` binds `alias` to the package's own name (`sq` -> `squirrel`), the name
/// the rules use; an import without an alias binds that name to itself.
fn import_spec(l: &mut Lower<'_>, s: Node<'_>) {
    let path = l.field_text(s, "path").trim_matches(['"', '`']);
    let name = package_name(path);
    let alias = match s.child_by_field_name("name") {
        Some(a) if a.kind() == "package_identifier" => l.text(a).to_string(),
        Some(_) => return,
        None => name.clone(),
    };
    if !name.is_empty() {
        l.m.imports.insert(alias, name);
    }
}

/// The name a package is declared with, from its import path: the last element, without a
/// major version (`/v3`, `.v2`) or a `go-` prefix.
fn package_name(path: &str) -> String {
    let mut parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
    if parts.len() > 1
        && parts.last().is_some_and(|p| p.len() > 1 && p.starts_with('v') && p[1..].bytes().all(|b| b.is_ascii_digit()))
    {
        parts.pop();
    }
    let last = parts.last().copied().unwrap_or("");
    let last = match last.rsplit_once(".v") {
        Some((head, v)) if !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()) => head,
        _ => last,
    };
    let last = last.strip_prefix("go-").unwrap_or(last);
    last.replace(['-', '.'], "_")
}

fn function(l: &mut Lower<'_>, n: Node<'_>) -> usize {
    let name = l.field_text(n, "name").to_string();
    let span = l.span(n);
    let mut params = Vec::new();
    let mut receiver = None;
    let mut class = None;
    if let Some(r) = n.child_by_field_name("receiver") {
        let mut c = r.walk();
        if let Some(p) = r.named_children(&mut c).find(|p| p.kind() == "parameter_declaration") {
            receiver = p.child_by_field_name("name").map(|x| l.text(x).to_string());
            class = p.child_by_field_name("type").map(|t| type_name(l.text(t)));
        }
        params.push(Param { name: "self".into(), default: None, ty: class.clone(), keywords: false });
    }
    if let Some(p) = n.child_by_field_name("parameters") {
        params.extend(parameters(l, p));
    }
    let outer = std::mem::replace(&mut l.class, class);
    let outer_receiver = std::mem::replace(&mut l.receiver, receiver.clone());
    let id = l.reserve();
    let body = field_block(l, n, "body");
    l.receiver = outer_receiver;
    let end = l.m.funcs.len();
    l.m.funcs[id] = Function { name, class: l.class.clone(), params, decorators: Vec::new(), body, span, value: None };
    l.class = outer;
    // The receiver is the method's `self`, in its body and in the closures inside it.
    if let Some(recv) = receiver.filter(|r| r != "_" && r != "self") {
        for f in &mut l.m.funcs[id..end] {
            for s in &mut f.body {
                rename_stmt(s, &recv);
            }
            if let Some(v) = &mut f.value {
                rename_expr(v, &recv);
            }
        }
    }
    id
}

/// `*Server`, `Server[T]` -> `Server`.
fn type_name(t: &str) -> String {
    let t = t.trim().trim_start_matches('*').trim();
    t.split('[').next().unwrap_or(t).trim().to_string()
}

fn parameters(l: &mut Lower<'_>, list: Node<'_>) -> Vec<Param> {
    let mut out = Vec::new();
    let mut c = list.walk();
    for p in list.named_children(&mut c) {
        if !matches!(p.kind(), "parameter_declaration" | "variadic_parameter_declaration") {
            continue;
        }
        // A variadic parameter (`parts ...string`) is a slice of its type.
        let variadic = p.kind() == "variadic_parameter_declaration";
        let ty = p
            .child_by_field_name("type")
            .map(|t| if variadic { format!("[]{}", l.text(t)) } else { l.text(t).to_string() });
        let mut nc = p.walk();
        let names: Vec<String> = p.children_by_field_name("name", &mut nc).map(|x| l.text(x).to_string()).collect();
        if names.is_empty() {
            // An unnamed parameter still takes its argument's place.
            out.push(Param { name: "_".into(), default: None, ty, keywords: false });
            continue;
        }
        for name in names {
            if let Some(t) = &ty {
                declare(l, &name, t, p);
                note_channel(l, &name, t, ChannelKey::Parameter);
                l.var_types.insert(name.clone(), t.trim_start_matches('*').to_string());
            }
            out.push(Param { name, default: None, ty: ty.clone(), keywords: false });
        }
    }
    out
}

/// Records that `name` is declared with the type `ty` in the block around `at` (a parameter:
/// in its function, closures included): calls on it are then known as the type's methods.
pub(super) fn declare(l: &mut Lower<'_>, name: &str, ty: &str, at: Node<'_>) {
    let simple = type_name(ty);
    let simple = simple.rsplit('.').next().unwrap_or(&simple).to_string();
    let parameter = at.kind() == "parameter_declaration";
    l.declare_in(name, simple, at, |s| {
        matches!(
            s.kind(),
            "block"
                | "expression_case"
                | "default_case"
                | "type_case"
                | "communication_case"
                | "if_statement"
                | "for_statement"
                | "expression_switch_statement"
                | "type_switch_statement"
                | "function_declaration"
                | "method_declaration"
                | "func_literal"
                | "source_file"
        ) && !(s.kind() == "block" && parameter)
    });
}

fn rename_stmt(s: &mut Stmt, from: &str) {
    match &mut s.kind {
        StmtKind::Assign { targets, value, .. } => {
            targets.iter_mut().for_each(|t| rename_expr(t, from));
            rename_expr(value, from);
        }
        StmtKind::Expr(e) => rename_expr(e, from),
        StmtKind::Return(e) | StmtKind::Raise(e) => {
            if let Some(e) = e {
                rename_expr(e, from);
            }
        }
        StmtKind::If { cond, then, other } | StmtKind::While { cond, body: then, other } => {
            rename_expr(cond, from);
            then.iter_mut().chain(other.iter_mut()).for_each(|s| rename_stmt(s, from));
        }
        StmtKind::For { target, iter, body, other, .. } => {
            rename_expr(target, from);
            rename_expr(iter, from);
            body.iter_mut().chain(other.iter_mut()).for_each(|s| rename_stmt(s, from));
        }
        StmtKind::Match { subject, arms } => {
            rename_expr(subject, from);
            for a in arms {
                if let Some(g) = &mut a.guard {
                    rename_expr(g, from);
                }
                a.body.iter_mut().for_each(|s| rename_stmt(s, from));
            }
        }
        StmtKind::Try { body, handlers, other, finally } => {
            body.iter_mut().chain(other.iter_mut()).chain(finally.iter_mut()).for_each(|s| rename_stmt(s, from));
            for h in handlers {
                h.body.iter_mut().for_each(|s| rename_stmt(s, from));
            }
        }
        StmtKind::With { items, body } => {
            for (v, t) in items {
                rename_expr(v, from);
                if let Some(t) = t {
                    rename_expr(t, from);
                }
            }
            body.iter_mut().for_each(|s| rename_stmt(s, from));
        }
        StmtKind::Block(b) => b.iter_mut().for_each(|s| rename_stmt(s, from)),
        StmtKind::Break | StmtKind::Continue | StmtKind::Def(_) => {}
    }
}

fn rename_expr(e: &mut Expr, from: &str) {
    match &mut e.kind {
        ExprKind::Name(n) => {
            if n == from {
                *n = "self".into();
            }
        }
        ExprKind::Attr(o, _) | ExprKind::Slice(o) | ExprKind::Unary(_, o) => rename_expr(o, from),
        ExprKind::Index(a, b)
        | ExprKind::Binary(_, a, b)
        | ExprKind::Walrus(a, b)
        | ExprKind::Each { func: a, items: b, .. } => {
            rename_expr(a, from);
            rename_expr(b, from);
        }
        ExprKind::Call(c) => {
            rename_expr(&mut c.func, from);
            c.args.iter_mut().for_each(|a| rename_expr(a, from));
            c.kwargs.iter_mut().for_each(|(_, a)| rename_expr(a, from));
        }
        ExprKind::Cond(a, b, c) => {
            rename_expr(a, from);
            rename_expr(b, from);
            rename_expr(c, from);
        }
        ExprKind::Format(xs) | ExprKind::List(xs) | ExprKind::Tuple(xs) | ExprKind::Opaque(xs) => {
            xs.iter_mut().for_each(|x| rename_expr(x, from))
        }
        ExprKind::Dict(pairs) => {
            for (k, v) in pairs {
                if let Some(k) = k {
                    rename_expr(k, from);
                }
                rename_expr(v, from);
            }
        }
        ExprKind::Lit(_) | ExprKind::Lambda(_) => {}
    }
}

#[cfg(test)]
mod tests {
    use super::super::parse_builtin as parse;
    use super::*;
    use crate::scan::lex::Lang;

    /// The models' writers append to a buffer the function declares (into the receiver or the
    /// first argument, `io.WriteString` included), never to a writer it is given.
    #[test]
    fn writes_to_a_declared_buffer_append_to_it() {
        let src = "package p\nimport (\"fmt\"\n\"io\")\nfunc f(w io.Writer, s string) {\n\
                   b := new(bytes.Buffer)\nb.WriteString(s)\nfmt.Fprintf(b, \"%s\", s)\nio.WriteString(b, s)\n\
                   w.Write(s)\nio.WriteString(w, s)\nb.Grow(s)\n}";
        let m = parse(Lang::Go, src).unwrap_or_default();
        let appends: Vec<Option<String>> = m.funcs[1].body[1..]
            .iter()
            .map(|s| match &s.kind {
                StmtKind::Assign { targets, op: Some(BinOp::Add), .. } => targets[0].dotted(),
                _ => None,
            })
            .collect();
        let b = Some("b".to_string());
        assert_eq!(appends, [b.clone(), b.clone(), b, None, None, None]);
    }

    /// A `goto` inside a loop leaves the loop's normal flow (a `break`); elsewhere it is dropped.
    #[test]
    fn a_goto_in_a_loop_is_a_break() {
        let src = "package p\nfunc f(s string) bool {\nfor _, r := range s {\nif r == '#' {\ngoto done\n}\n}\ngoto done\ndone:\nreturn true\n}";
        let m = parse(Lang::Go, src).unwrap_or_default();
        let body = &m.funcs[1].body;
        let Some(StmtKind::For { body: looped, .. }) = body.first().map(|s| &s.kind) else { panic!("{body:?}") };
        let Some(StmtKind::If { then, .. }) = looped.first().map(|s| &s.kind) else { panic!("{looped:?}") };
        assert!(matches!(then.as_slice(), [Stmt { kind: StmtKind::Break, .. }]));
        assert!(!body.iter().any(|s| matches!(s.kind, StmtKind::Break)));
    }

    /// A generic function instantiated (`decode[Order](r)`) is a call of it, not its argument.
    #[test]
    fn an_instantiated_generic_function_is_called() {
        let src = "package p\nfunc decode[T any](r *http.Request) (T, error) {\nvar v T\nreturn v, nil\n}\nfunc h(r *http.Request) {\no, err := decode[order](r)\n}";
        let m = parse(Lang::Go, src).unwrap_or_default();
        let Some(StmtKind::Assign { value, .. }) = m.funcs[2].body.first().map(|s| &s.kind) else {
            panic!("{:?}", m.funcs[2].body)
        };
        let ExprKind::Call(c) = &value.kind else { panic!("{value:?}") };
        assert!(matches!(&c.func.kind, ExprKind::Name(n) if n == "decode"), "{c:?}");
    }

    /// A buffer is a variable of a type the models name `buffer`, or made by a call they name,
    /// exactly: not one whose declaration merely mentions a builder or a buffer.
    #[test]
    fn buffers_are_the_models_types_named_exactly() {
        let appended = |decl: &str| {
            let src = format!(
                "package p\nimport (\"bytes\"\n\"strings\"\nbb \"bytes\")\nfunc f(s string) {{\n{decl}\nb.WriteString(s)\n}}"
            );
            let m = parse(Lang::Go, &src).unwrap_or_default();
            matches!(m.funcs[1].body.last().map(|s| &s.kind), Some(StmtKind::Assign { op: Some(BinOp::Add), .. }))
        };
        for owned in [
            "var b strings.Builder",
            "var b *bytes.Buffer = new(bytes.Buffer)",
            "b := new(bytes.Buffer)",
            "b := &strings.Builder{}",
            "b := bytes.NewBufferString(s)",
            "b := bb.NewBuffer(nil)",
            "b := pool.Get().(*bytes.Buffer)",
            "n, b := 1, new(bytes.Buffer)",
        ] {
            assert!(appended(owned), "{owned}");
        }
        for given in [
            "b := newBuffer()",
            "b := makeBuilder(s)",
            "var b MyBufferedWriter",
            "b, n := w, new(bytes.Buffer)",
            "b := strings.NewReader(s)",
        ] {
            assert!(!appended(given), "{given}");
        }
    }

    /// Deep nesting, huge expressions and binary data are analysed on a scanning thread's
    /// default stack without overflowing it.
    #[test]
    fn hostile_files_do_not_overflow() {
        let rules = crate::scan::code::CodeRules::builtin().unwrap_or_else(|d| panic!("{d:?}"));
        let deep = format!("package p\nfunc f() {{ x := {}1{} }}", "(".repeat(20_000), ")".repeat(20_000));
        let ifs = format!("package p\nfunc f() {{ {} {} }}", "if a { ".repeat(5_000), "}".repeat(5_000));
        let loops =
            format!("package p\nfunc f() {{ {} {} }}", "for _, x := range a { ".repeat(5_000), "}".repeat(5_000));
        let funcs = format!("package p\nvar f = {} {}", "func() { g(".repeat(3_000), ") }".repeat(3_000));
        let sum = format!("package p\nvar x = {}\"a\"", "\"a\" + ".repeat(50_000));
        let binary: String = (0u8..=255).cycle().take(20_000).map(char::from).collect();
        for src in [deep, ifs, loops, funcs, sum, binary] {
            let lines = crate::scan::text::LineIndex::new(&src);
            let src2 = src.clone();
            let rules = &rules;
            std::thread::scope(|s| {
                s.spawn(move || crate::scan::code::analyze(rules, Lang::Go, &src2, &lines)).join().map(|_| ())
            })
            .unwrap_or_else(|_| panic!("analysis failed on {}", &src[..40.min(src.len())]));
        }
    }

    #[test]
    fn receivers_imports_and_tuples() {
        let src = "package p\nimport (\n\tsq \"github.com/Masterminds/squirrel\"\n\t\"gopkg.in/yaml.v3\"\n)\n\
                   func (s *Store) Get(id string) (string, error) { v, err := s.load(id); return v, err }";
        let m = parse(Lang::Go, src).unwrap_or_default();
        assert_eq!(m.imports.get("sq").map(String::as_str), Some("squirrel"));
        assert_eq!(m.imports.get("yaml").map(String::as_str), Some("yaml"));
        let f = &m.funcs[1];
        assert_eq!((f.name.as_str(), f.class.as_deref()), ("Get", Some("Store")));
        let names: Vec<&str> = f.params.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["self", "id"]);
        let StmtKind::Assign { targets, value, .. } = &f.body[0].kind else { panic!("{:?}", f.body) };
        assert!(matches!(&targets[0].kind, ExprKind::Tuple(t) if t.len() == 2));
        assert_eq!(value.dotted().as_deref(), Some("self.load"));
    }

    #[test]
    fn package_names_from_paths() {
        assert_eq!(package_name("os/exec"), "exec");
        assert_eq!(package_name("github.com/go-ldap/ldap/v3"), "ldap");
        assert_eq!(package_name("gopkg.in/yaml.v2"), "yaml");
        assert_eq!(package_name("github.com/mattn/go-sqlite3"), "sqlite3");
    }
}
