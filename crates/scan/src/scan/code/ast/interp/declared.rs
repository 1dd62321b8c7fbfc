//! What a framework checks of a view's parameters as it builds them from the request: a
//! pattern declared on the parameter or on a field of the model it is typed with (pydantic's
//! `Field(pattern=..)`, FastAPI's `Query(pattern=..)`, msgspec's `Meta(pattern=..)`), which
//! the value must contain a match of, and the constants of a `Literal[..]` type. The same
//! checks written as code run on entry, so the regex and membership readings decide them.

use super::*;

/// One check a type or a default declares.
enum Declared {
    /// A pattern the value must contain a match of (`re.search`).
    Pattern(String),
    /// The constants the value must be one of.
    OneOf(Vec<Lit>),
    /// A pattern the whole value must match (Java's `Pattern.matches`).
    Whole(String),
}

impl Analysis<'_> {
    /// Runs, on a function's entry standalone, what the framework checked as it built its
    /// parameters ([`Self::declared_checks`]): a view's, or any Java method's.
    pub(super) fn run_declared_checks(&mut self, st: &mut State, f: &Function, view: bool) {
        if view || self.lang == Lang::Java {
            let checks = self.declared_checks(st, f, view);
            self.block(st, &checks);
        }
    }

    /// The checks a framework that converts a view's parameters (the models' `converts_types`)
    /// makes of them and of the fields of a model of this file they are typed with, as
    /// statements that leave the view where one fails; Java's of any method run standalone
    /// ([`Self::bean_checks`]).
    fn declared_checks(&self, st: &State, f: &Function, view: bool) -> Vec<Stmt> {
        if self.lang == Lang::Java {
            return self.bean_checks(f, view);
        }
        // Only the framework that registered the view converts what it gives it, by the
        // declarations it reads (FastAPI pydantic's, Litestar msgspec's).
        let Some(framework) = self.view_framework(f) else { return Vec::new() };
        let params: &[&str] = match framework.as_str() {
            "litestar" => &["litestar", "msgspec"],
            _ => &[framework.as_str(), "pydantic"],
        };
        let mut out = Vec::new();
        for p in f.params.iter().filter(|p| p.ty.is_some()) {
            let ty = p.ty.as_deref().unwrap_or_default();
            let target = Expr::new(ExprKind::Name(p.name.clone()), f.span);
            out.extend(self.declared(ty, p.default.as_ref(), params).into_iter().map(|d| check(d, &target)));
            let Some(class) = self.model_class(ty.trim(), 0) else { continue };
            // A model whose methods may change what its fields hold, other than field validators
            // of named fields that run before or after the declared checks: none of them.
            let Some(family) = self.model_family(class).filter(|_| !self.rewrites_fields(st, class)) else { continue };
            let Some(fields) = self.m.fields.get(class) else { continue };
            let defaults = self.m.field_defaults.get(class);
            let allowed: &[&str] = if family == "msgspec" { &["msgspec"] } else { &["pydantic", "ninja"] };
            for (name, fty) in fields {
                let default = defaults.and_then(|ds| ds.iter().find(|(n, _)| n == name)).map(|(_, e)| e);
                let field = Expr::new(ExprKind::Attr(Box::new(target.clone()), name.clone()), f.span);
                out.extend(self.declared(fty, default, allowed).into_iter().map(|d| check(d, &field)));
            }
            out.extend(self.validator_calls(st, class, &target));
        }
        out
    }

    /// The module (its first name) of the converting framework (`converts_types`) a view's
    /// decorator comes from: a function it exports (Litestar's `@get`), or a method of an object
    /// the file makes with one of its calls at the top level (`app = FastAPI()`, `@app.get`).
    pub(super) fn view_framework(&self, f: &Function) -> Option<String> {
        let module = |dotted: &str| {
            let full = self.m.resolve(dotted);
            let head = full.split('.').next().unwrap_or_default().to_string();
            self.models.is(Word::ConvertsTypes, &head).then_some(head)
        };
        f.decorators.iter().find_map(|d| {
            let callee = match &d.kind {
                ExprKind::Call(c) => &c.func,
                _ => d,
            };
            let dotted = callee.dotted()?;
            let head = dotted.split('.').next().unwrap_or_default();
            module(&dotted).or_else(|| {
                self.m.funcs.first()?.body.iter().find_map(|s| match &s.kind {
                    StmtKind::Assign { targets, value: Expr { kind: ExprKind::Call(c), .. }, op: None }
                        if matches!(targets.as_slice(), [Expr { kind: ExprKind::Name(n), .. }] if n == head) =>
                    {
                        module(&c.func.dotted()?)
                    }
                    _ => None,
                })
            })
        })
    }

    /// The library whose declarations a model's fields follow, by its base (`pydantic` for a
    /// `BaseModel` or Ninja's `Schema`, `msgspec` for a `Struct`); `None` for another class (a
    /// dataclass: no pattern of it is checked); `None` where another base is of no such library.
    fn model_family(&self, class: &str) -> Option<&'static str> {
        // Every base of one library: a mixin's methods may validate or change the fields too.
        let family = |b: &String| match self.m.resolve(b).split('.').next() {
            Some("msgspec") => Some("msgspec"),
            Some("pydantic" | "ninja" | "sqlmodel") => Some("pydantic"),
            _ => None,
        };
        let mut families = self.m.bases.get(class)?.iter().map(family);
        let first = families.next()??;
        families.all(|f| f == Some(first)).then_some(first)
    }

    /// Whether a method of the model may change what a field holds after its declared checks: a
    /// constructor or what runs after it (`__init__`, `model_post_init`, the models' `post_init`),
    /// or a decorator of the validation library's that is not a `field_check` of fields named by
    /// constants running before or after them (`mode="plain"`, `"wrap"`, `"*"`, a model
    /// validator).
    fn rewrites_fields(&self, st: &State, class: &str) -> bool {
        let methods = || self.m.funcs.iter().filter(|f| f.class.as_deref() == Some(class));
        // A constructor or a method run after it (`__init__`, `model_post_init`, `__post_init__`).
        let constructs = |n: &str| matches!(n, "__init__" | "model_post_init") || self.models.is(Word::PostInit, n);
        if methods().any(|f| constructs(&f.name)) {
            return true;
        }
        methods().flat_map(|f| &f.decorators).any(|d| {
            let callee = match &d.kind {
                ExprKind::Call(c) => &c.func,
                _ => d,
            };
            let library = callee.dotted().is_some_and(|n| {
                let full = self.m.resolve(&n);
                full.starts_with("pydantic") || full.starts_with("msgspec")
            });
            library && !matches!(&d.kind, ExprKind::Call(c) if self.field_check(st, c).is_some())
        })
    }

    /// The fields a `field_check` decorator names (`@field_validator("url")`), where it runs
    /// before or after the declared checks (no `mode`, `"after"`, `"before"`) on fields named by
    /// constants (not `"*"`).
    fn field_check<'c>(&self, st: &State, c: &'c Call) -> Option<Vec<&'c str>> {
        if !self.models_name(st, c, Word::FieldCheck) {
            return None;
        }
        for (k, v) in &c.kwargs {
            let ok = match (k.as_str(), &v.kind) {
                ("mode", ExprKind::Lit(Lit::Str(m))) => m == "after" || m == "before",
                ("pre" | "always" | "check_fields" | "allow_reuse", _) => true,
                _ => false,
            };
            if !ok {
                return None;
            }
        }
        c.args
            .iter()
            .map(|a| match &a.kind {
                ExprKind::Lit(Lit::Str(n)) if n != "*" => Some(n.as_str()),
                _ => None,
            })
            .collect()
    }

    /// `target.f = Model.check(target.f)` for each method of the model that a decorator the
    /// models name `field_check` runs on its field `f` (pydantic's `@field_validator("f")`):
    /// what the method returns is the field's value ([`Self::field_check`]).
    fn validator_calls(&self, st: &State, class: &str, target: &Expr) -> Vec<Stmt> {
        let span = target.span;
        let mut out = Vec::new();
        for f in self.m.funcs.iter().filter(|f| f.class.as_deref() == Some(class)) {
            let checks = f.decorators.iter().filter_map(|d| match &d.kind {
                ExprKind::Call(c) => self.field_check(st, c),
                _ => None,
            });
            for name in checks.flatten() {
                let field = Expr::new(ExprKind::Attr(Box::new(target.clone()), name.to_string()), span);
                let model = Expr::new(ExprKind::Name(class.to_string()), span);
                let func = Expr::new(ExprKind::Attr(Box::new(model), f.name.clone()), span);
                let call = Call { func, args: vec![field.clone()], kwargs: Vec::new(), new: false };
                let value = Expr::new(ExprKind::Call(Box::new(call)), span);
                out.push(Stmt { kind: StmtKind::Assign { targets: vec![field], value, op: None }, span });
            }
        }
        out
    }

    /// The class of this file a parameter's type names: itself, through `Optional[..]`, the
    /// type an `Annotated[..]` annotates, a name given a type, and a framework's wrapper the
    /// models name `declared_pattern` (Django Ninja's `Query[Filters]`).
    pub(super) fn model_class<'t>(&'t self, ty: &'t str, depth: usize) -> Option<&'t str> {
        let t = unoptional(ty.trim());
        if self.m.fields.contains_key(t) {
            return Some(t);
        }
        if depth >= 4 {
            return None;
        }
        if let Some(alias) = self.m.type_aliases.get(t) {
            return self.model_class(alias, depth + 1);
        }
        let (head, inner) = t.split_once('[')?;
        let inner = inner.strip_suffix(']').filter(|i| balanced(i))?;
        let head = head.trim_start_matches("typing.");
        if head == "Annotated" {
            return self.model_class(split_top(inner).first()?, depth + 1);
        }
        let wrapper = self.models.names_call(Word::DeclaredPattern, &[self.m.resolve(head), head.to_string()], None);
        wrapper.then(|| self.model_class(inner, depth + 1)).flatten()
    }

    /// What a declared type (`Annotated[str, Field(pattern=..)]`, `Literal["a", "b"]`, a name
    /// given one) and a default (`Query(pattern=..)`) check of a value.
    fn declared(&self, ty: &str, default: Option<&Expr>, allowed: &[&str]) -> Vec<Declared> {
        // Metadata that may change the value after the checks voids the default's too.
        let Some(typed) = self.type_declares(ty, 0, allowed) else { return Vec::new() };
        let mut out = typed;
        if let Some(ExprKind::Call(c)) = default.map(|d| &d.kind)
            && let Some(name) = c.func.dotted()
            && self.declares(&name, allowed)
        {
            for (k, v) in &c.kwargs {
                let named = match &v.kind {
                    ExprKind::Lit(Lit::Str(p)) => Some(p.clone()),
                    ExprKind::Name(n) => self.constant_text(n),
                    _ => None,
                };
                if let ("pattern" | "regex", Some(p)) = (k.as_str(), named) {
                    out.push(Declared::Pattern(p));
                }
            }
        }
        out
    }

    /// The text a module constant holds (`SITE_PATTERN = r"^[a-z-]+$"`, assigned once at the
    /// top level and by no function), for a pattern declared by its name.
    fn constant_text(&self, name: &str) -> Option<String> {
        // Not one a function rebinds (`global NAME`), nor one a class of the file also names
        // (its attribute is what its body reads).
        let rebound = self.m.funcs.iter().skip(1).any(|f| assigns_name(&f.body, name, false));
        let named = |attrs: &Vec<(String, Expr)>| attrs.iter().any(|(n, _)| n == name);
        let attribute = self.m.class_attrs.values().chain(self.m.field_defaults.values()).any(named)
            || self.m.fields.values().any(|fs| fs.iter().any(|(n, _)| n == name));
        if self.shared.contains_key(name) || rebound || attribute {
            return None;
        }
        match &self.globals.get(name)?.konst {
            Some(Lit::Str(p)) => Some(p.clone()),
            _ => None,
        }
    }

    /// Whether a call as written is one the models name `declared_pattern`, of a library among
    /// `allowed` (by its module's first name).
    fn declares(&self, name: &str, allowed: &[&str]) -> bool {
        let full = self.m.resolve(name);
        let library = full.split('.').next().unwrap_or_default();
        allowed.contains(&library)
            && self.models.names_call(Word::DeclaredPattern, &[full.clone(), name.to_string()], None)
    }

    /// The checks a type as written declares: a `Literal[..]` of constants, the metadata of an
    /// `Annotated[..]` the models name (`Field(pattern=r"^[a-z]+$")`), through `Optional[..]`
    /// and the names given a type; `None` where other metadata may change the value.
    fn type_declares(&self, ty: &str, depth: usize, allowed: &[&str]) -> Option<Vec<Declared>> {
        let t = unoptional(ty.trim());
        if let Some(alias) = self.m.type_aliases.get(t).filter(|_| depth < 4) {
            return self.type_declares(alias, depth + 1, allowed);
        }
        let t = t.trim_start_matches("typing.");
        if let Some(inner) = bracketed(t, "Literal") {
            return Some(literal_items(inner).map(|v| vec![Declared::OneOf(v)]).unwrap_or_default());
        }
        // `constr(pattern=..)` as the type itself.
        if let Some(call) = call_text(t) {
            return Some(self.meta_declares(&[call], allowed).unwrap_or_default());
        }
        let Some(inner) = bracketed(t, "Annotated") else { return Some(Vec::new()) };
        let parts = split_top(inner);
        let Some((base, metas)) = parts.split_first().filter(|_| depth < 4) else { return Some(Vec::new()) };
        // Metadata the models do not name may change the value after the checks
        // (`AfterValidator(unquote)`) or replace them (`PlainValidator(str)`): `None` then.
        let mut calls = Vec::new();
        for m in metas {
            match call_text(m) {
                Some(call) => calls.push(call),
                None if py_string(m.trim()).is_some() || m.trim().parse::<f64>().is_ok() => {}
                None => return None,
            }
        }
        let mut out = self.meta_declares(&calls, allowed)?;
        out.extend(self.type_declares(base, depth + 1, allowed)?);
        Some(out)
    }

    /// The patterns calls as written declare (`Field(pattern=r"^[a-z]+$")`); `None` where one
    /// is no call the models name `declared_pattern` (of any library: another's metadata may
    /// change the value), of those only a library `allowed` reads.
    fn meta_declares(&self, calls: &[(&str, &str)], allowed: &[&str]) -> Option<Vec<Declared>> {
        let mut out = Vec::new();
        for (name, args) in calls {
            if !self.models.names_call(Word::DeclaredPattern, &[self.m.resolve(name), name.to_string()], None) {
                return None;
            }
            if !self.declares(name, allowed) {
                continue;
            }
            for kw in split_top(args) {
                if let Some((k, v)) = kw.split_once('=')
                    && matches!(k.trim(), "pattern" | "regex")
                    && let Some(p) = py_string(v.trim()).or_else(|| self.constant_text(v.trim()))
                {
                    out.push(Declared::Pattern(p));
                }
            }
        }
        Some(out)
    }
}

impl Analysis<'_> {
    /// Java: what Bean Validation checks of a view's parameters as the framework binds them: a
    /// `@Pattern(regexp = ..)` (the models' `declared_pattern`) on a parameter, where the class
    /// makes the framework validate its methods' parameters (`validated_class`: a JAX-RS
    /// resource, a `@Validated` class), and on a component of a record of this file that a
    /// parameter the framework validates (`valid_param`: `@Valid`) is typed with; neither
    /// where a parameter takes the errors instead (`errors_param`: Spring's `BindingResult`).
    fn bean_checks(&self, f: &Function, view: bool) -> Vec<Stmt> {
        let named = |word, name: &str| self.models.is(word, &self.java_name(name));
        fn typed(p: &Param) -> Vec<(&str, Option<&str>)> {
            p.ty.as_deref().map(annotations).unwrap_or_default()
        }
        let type_name =
            |p: &Param| p.ty.as_deref().and_then(|t| t.split_whitespace().last()).unwrap_or_default().to_string();
        if f.params.iter().any(|p| named(Word::ErrorsParam, &type_name(p))) {
            return Vec::new();
        }
        // (`@Validated(Strict.class)` checks that group's constraints only, not the default's.)
        let class_validates = f.class.as_deref().and_then(|c| self.m.class_annotations.get(c)).is_some_and(|anns| {
            anns.iter().any(|a| {
                let (name, args) = a.split_once('(').map_or((a.as_str(), None), |(n, r)| (n, Some(r)));
                named(Word::ValidatedClass, name) && (args.is_none() || !self.java_name(name).ends_with("Validated"))
            })
        });
        let mut out = Vec::new();
        for p in &f.params {
            let anns = typed(p);
            let target = Expr::new(ExprKind::Name(p.name.clone()), f.span);
            if class_validates {
                out.extend(self.bean_patterns(&anns).into_iter().map(|d| check(d, &target)));
            }
            // A `@Valid` object is checked by the framework that binds it from the request (a
            // view's parameter, `@RequestBody`), or in a validated class, in the default group
            // (not `@Validated(Strict.class)`).
            let bound = view
                || class_validates
                || p.ty.as_deref().is_some_and(|t| handler::request_source(self.models, t).is_some());
            if !bound || !anns.iter().any(|(a, args)| args.is_none() && named(Word::ValidParam, a)) {
                continue;
            }
            let class = type_name(p);
            for (name, fty) in
                self.m.fields.get(&class).filter(|_| self.m.records.contains(&class)).into_iter().flatten()
            {
                let field = Expr::new(ExprKind::Attr(Box::new(target.clone()), name.clone()), f.span);
                out.extend(self.bean_patterns(&annotations(fty)).into_iter().map(|d| check(d, &field)));
            }
        }
        out
    }

    /// A Java class's full name, by the file's imports (`Path`: `jakarta.ws.rs.Path`), or as
    /// written.
    fn java_name(&self, name: &str) -> String {
        let name = name.trim_start_matches('@');
        self.m.type_imports.get(name).cloned().unwrap_or_else(|| name.to_string())
    }

    /// The whole-text patterns `@Pattern(regexp = "..")` annotations declare (none with `flags`,
    /// nor of a validation group: `groups = ..`).
    fn bean_patterns(&self, anns: &[(&str, Option<&str>)]) -> Vec<Declared> {
        let mut out = Vec::new();
        for (name, args) in anns {
            let Some(args) = args.filter(|_| self.models.is(Word::DeclaredPattern, &self.java_name(name))) else {
                continue;
            };
            let kws: Vec<(&str, &str)> = split_top(args)
                .into_iter()
                .filter_map(|kw| kw.split_once('='))
                .map(|(k, v)| (k.trim(), v.trim()))
                .collect();
            if kws.iter().any(|(k, _)| *k == "flags" || *k == "groups") {
                continue;
            }
            if let Some(p) = kws.iter().find(|(k, _)| *k == "regexp").and_then(|(_, v)| java_string(v)) {
                out.push(Declared::Whole(p));
            }
        }
        out
    }
}

/// The annotations a Java parameter is written with before its type (`@RequestParam("q")
/// @Pattern(regexp = "..") String`): each name, and what its parentheses hold.
fn annotations(ty: &str) -> Vec<(&str, Option<&str>)> {
    let mut out = Vec::new();
    let mut rest = ty.trim_start();
    // Those before the type only (not `Map<@Pattern(..) String, V>`'s, of its keys).
    loop {
        if let Some(after) = rest.strip_prefix("final").filter(|a| a.starts_with(char::is_whitespace)) {
            rest = after.trim_start();
            continue;
        }
        let Some(after) = rest.strip_prefix('@') else { break };
        let end = after.find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.')).unwrap_or(after.len());
        let (name, tail) = after.split_at(end);
        match tail.trim_start().strip_prefix('(') {
            Some(inner) => {
                let Some(close) = close_paren(inner) else { break };
                out.push((name, Some(&inner[..close])));
                rest = inner[close + 1..].trim_start();
            }
            None => {
                out.push((name, None));
                rest = tail.trim_start();
            }
        }
    }
    out
}

/// Where the parenthesis `t` follows closes, outside quotes ([`scan_top`]).
fn close_paren(t: &str) -> Option<usize> {
    scan_top(t, |_, _| {}).err()
}

/// The text of one Java string literal (`"^[a-z]+\\.txt$"`); `None` for anything else (a
/// constant's name, a concatenation, a text block, a unicode escape).
fn java_string(t: &str) -> Option<String> {
    let inner = t.strip_prefix('"')?.strip_suffix('"')?;
    let mut out = String::new();
    let mut cs = inner.chars();
    while let Some(c) = cs.next() {
        match c {
            '"' => return None,
            '\\' => {
                // As the lowering reads an escape; one it does not know (`\u0041`) is not read.
                let e = crate::scan::code::ast::lower::unescape(&format!("\\{}", cs.next()?));
                if e.starts_with('\\') && e.len() > 1 {
                    return None;
                }
                out.push_str(&e);
            }
            _ => out.push(c),
        }
    }
    Some(out)
}

/// A check as code: `if not re.search(pattern, value): raise`, `if value not in (..): raise`.
fn check(d: Declared, target: &Expr) -> Stmt {
    let span = target.span;
    let e = |kind| Expr::new(kind, span);
    // `not f(pattern, value)` of the function at this dotted path.
    let fails = |path: &[&str], p: String| {
        let (first, rest) = path.split_first().unwrap_or((&"", &[]));
        let func =
            rest.iter().fold(e(ExprKind::Name((*first).into())), |o, f| e(ExprKind::Attr(Box::new(o), (*f).into())));
        let args = vec![e(ExprKind::Lit(Lit::Str(p))), target.clone()];
        let call = Call { func, args, kwargs: Vec::new(), new: false };
        e(ExprKind::Unary(UnOp::Not, Box::new(e(ExprKind::Call(Box::new(call))))))
    };
    let cond = match d {
        Declared::Pattern(p) => fails(&["re", "search"], p),
        // By its full name: the file's `Pattern` is the annotation's.
        Declared::Whole(p) => fails(&["java", "util", "regex", "Pattern", "matches"], p),
        Declared::OneOf(values) => {
            let values = e(ExprKind::Tuple(values.into_iter().map(|v| e(ExprKind::Lit(v))).collect()));
            e(ExprKind::Binary(BinOp::NotIn, Box::new(target.clone()), Box::new(values)))
        }
    };
    let then = vec![Stmt { kind: StmtKind::Raise(None), span }];
    Stmt { kind: StmtKind::If { cond, then, other: Vec::new() }, span }
}

/// `X` of `Optional[X]`, `X | None` and `None | X`.
fn unoptional(t: &str) -> &str {
    if let Some(inner) = bracketed(t.trim_start_matches("typing."), "Optional") {
        return inner.trim();
    }
    let parts = split_top_by(t, '|');
    match parts.as_slice() {
        [a, b] if b.trim() == "None" => a.trim(),
        [a, b] if a.trim() == "None" => b.trim(),
        _ => t,
    }
}

/// What is inside `Name[..]`, where `t` is all of it.
fn bracketed<'t>(t: &'t str, name: &str) -> Option<&'t str> {
    t.strip_prefix(name)?.strip_prefix('[')?.strip_suffix(']').filter(|inner| balanced(inner))
}

/// The name and the arguments of a call as written (`Field(pattern=r"..")`).
fn call_text(t: &str) -> Option<(&str, &str)> {
    let (name, rest) = t.trim().split_once('(')?;
    let name = name.trim();
    let ok = !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '.');
    Some((name, rest.strip_suffix(')')?)).filter(|_| ok)
}

/// The items of a `Literal[..]`: constant texts and integers (`None` stands for no text and
/// is left out); `None` where one is anything else.
fn literal_items(inner: &str) -> Option<Vec<Lit>> {
    let mut out = Vec::new();
    for item in split_top(inner) {
        let item = item.trim();
        if item == "None" {
            continue;
        }
        match py_string(item) {
            Some(s) => out.push(Lit::Str(s)),
            None => out.push(Lit::Int(item.parse().ok()?)),
        }
    }
    (!out.is_empty()).then_some(out)
}

/// The text of one Python string literal as written (`r"^[a-z]+$"`, `'a\\.b'`), decoded as the
/// lowering decodes one; `None` for anything else (an f-string, bytes, triple quotes, two
/// literals side by side).
fn py_string(t: &str) -> Option<String> {
    let (raw, body) = match t.strip_prefix(['r', 'R']) {
        Some(rest) => (true, rest),
        None => (false, t.strip_prefix(['u', 'U']).unwrap_or(t)),
    };
    let quote = body.chars().next().filter(|q| *q == '"' || *q == '\'')?;
    let inner = body.strip_prefix(quote)?.strip_suffix(quote)?;
    if inner.starts_with(quote) || inner.contains(quote) && !inner.contains('\\') {
        return None;
    }
    Some(if raw { inner.to_string() } else { crate::scan::code::ast::python::unescape(inner, true) })
}

/// The items of a list as written, split at its top-level commas.
fn split_top(t: &str) -> Vec<&str> {
    split_top_by(t, ',').into_iter().filter(|s| !s.trim().is_empty()).collect()
}

/// `t` split at each `sep` outside brackets and quotes.
fn split_top_by(t: &str, sep: char) -> Vec<&str> {
    let (mut out, mut start) = (Vec::new(), 0);
    // (A bracket closing one `t` did not open ends the scan: the rest is one item.)
    let _ = scan_top(t, |i, c| {
        if c == sep {
            out.push(&t[start..i]);
            start = i + c.len_utf8();
        }
    });
    out.push(&t[start..]);
    out
}

/// Whether no bracket closes in `t` that `t` did not open (`str], Field(..)` is two types).
fn balanced(t: &str) -> bool {
    scan_top(t, |_, _| {}).is_ok()
}

/// Calls `at` with each character of `t` outside brackets and quotes (and its position); the
/// position of a bracket that closes one `t` did not open, as an error.
fn scan_top(t: &str, mut at: impl FnMut(usize, char)) -> Result<(), usize> {
    let (mut depth, mut quote, mut escaped) = (0usize, None::<char>, false);
    for (i, c) in t.char_indices() {
        if let Some(q) = quote {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                _ if c == q => quote = None,
                _ => {}
            }
            continue;
        }
        match c {
            '"' | '\'' => quote = Some(c),
            '[' | '(' | '{' => depth += 1,
            ']' | ')' | '}' => match depth.checked_sub(1) {
                Some(d) => depth = d,
                None => return Err(i),
            },
            _ if depth == 0 => at(i, c),
            _ => {}
        }
    }
    Ok(())
}
