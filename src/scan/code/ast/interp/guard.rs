//! Guards: what a condition tells about the values it tests on the path where it holds.

use super::*;

impl Analysis<'_> {
    /// What a condition tells on the path where it is `truth`.
    pub(super) fn refine(&mut self, st: &mut State, cond: &Expr, truth: bool) {
        // `LIST.indexOf(x) !== -1` (x is a member of a fixed list) and `x.indexOf(P) === 0`
        // (x starts with P) validate like `in` and `startsWith`.
        if let Some((recv, arg, prefix)) = index_test(cond, truth) {
            if prefix {
                self.check(st, recv);
            } else if self.constant(st, recv) {
                self.check(st, arg);
                self.check_url_of(st, arg);
            }
            return;
        }
        match &cond.kind {
            ExprKind::Unary(UnOp::Not, inner) => self.refine(st, inner, !truth),
            ExprKind::Binary(BinOp::And, a, b) if truth => {
                self.refine(st, a, true);
                self.refine(st, b, true);
            }
            ExprKind::Binary(BinOp::Or, a, b) if !truth => {
                self.refine(st, a, false);
                self.refine(st, b, false);
            }
            ExprKind::Binary(op @ (BinOp::In | BinOp::NotIn), x, coll)
                if (*op == BinOp::In) == truth && self.constant(st, coll) =>
            {
                self.check_url_of(st, x);
                match self.pure(st, x) {
                    Some(k) => {
                        self.check(st, x);
                        let v = Val { checked: true, nonconst: false, taint: None, konst: k.konst, ..Val::default() };
                        self.mark(st, x, v);
                    }
                    None => self.check(st, x),
                }
            }
            ExprKind::Binary(op @ (BinOp::Eq | BinOp::Ne | BinOp::Is), x, y) if (*op != BinOp::Ne) == truth => {
                // `commonpath([base, target]) == base`: the target stays inside base.
                for side in [x, y] {
                    if let ExprKind::Call(c) = &side.kind
                        && c.func.dotted().is_some_and(|n| n.ends_with("commonpath") || n.ends_with("commonprefix"))
                    {
                        for a in &c.args {
                            match &a.kind {
                                ExprKind::List(items) | ExprKind::Tuple(items) => {
                                    for i in items {
                                        self.check(st, i);
                                    }
                                }
                                _ => self.check(st, a),
                            }
                        }
                    }
                }
                for (a, b) in [(x, y), (y, x)] {
                    if let Some(v) = self.pure(st, b).filter(|v| v.konst.is_some() && !v.nonconst) {
                        // `x == None` says nothing worth keeping.
                        if v.konst != Some(Lit::Null) {
                            self.mark(st, a, Val { checked: true, ..v });
                            self.check_url_of(st, a);
                        }
                        break;
                    }
                }
            }
            ExprKind::Call(c) if truth => {
                let name = c.func.dotted().map(|d| self.resolve(&d)).unwrap_or_default();
                let last = name.rsplit('.').next().unwrap_or("");
                let recv = match &c.func.kind {
                    ExprKind::Attr(obj, _) => Some(&**obj),
                    _ => None,
                };
                match last {
                    "startswith" | "startsWith" | "starts_with" | "isdigit" | "isnumeric" | "isdecimal" | "isalnum"
                    | "isalpha" | "isidentifier" | "matches" | "is_relative_to" => {
                        if let Some(r) = recv {
                            self.check(st, r);
                        }
                    }
                    // `x.chars().all(|c| ..)`: every character of `x` passed a test.
                    "all"
                        if recv.is_some_and(|r| {
                            matches!(&r.kind, ExprKind::Call(rc) if matches!(&rc.func.kind,
                            ExprKind::Attr(_, m) if m == "chars" || m == "bytes"))
                        }) =>
                    {
                        if let Some(r) = recv {
                            self.check(st, r);
                        }
                    }
                    "HasPrefix" | "isinstance" => {
                        if let Some(a) = c.args.first() {
                            self.check(st, a);
                        }
                    }
                    "match" | "fullmatch" | "search" | "test" | "MatchString" => {
                        // `re.match(pattern, x)`, `pattern.fullmatch(x)`, `/re/.test(x)`.
                        let subject = if c.args.len() >= 2 && recv.is_some_and(|r| r.dotted().as_deref() == Some("re"))
                        {
                            c.args.get(1)
                        } else {
                            c.args.last()
                        };
                        if let Some(a) = subject {
                            self.check(st, a);
                        }
                    }
                    "contains" | "includes" | "has" | "containsKey" | "__contains__" | "Contains" => {
                        if let (Some(r), Some(a)) = (recv, c.args.first())
                            && self.constant(st, r)
                        {
                            let k = self.pure(st, a).unwrap_or_default();
                            // What `a` was derived from (`host = url.host_str()`) is checked too.
                            self.check(st, a);
                            self.mark(st, a, Val { checked: true, konst: k.konst, ..Val::default() });
                            self.check_url_of(st, a);
                        }
                    }
                    _ if (sanitizer_by_name(&name) || validator_name(last)) && !self.substring_validator(last) => {
                        for a in &c.args {
                            self.check(st, a);
                        }
                        if c.args.is_empty()
                            && let Some(r) = recv
                        {
                            self.check(st, r);
                        }
                    }
                    _ => {}
                }
            }
            _ => {}
        }
    }

    /// A function of this file named like a validator that tests its parameter for a substring
    /// (`url.includes(allowed)`, `url.indexOf(host) !== -1`): `https://evil.example/?good.example`
    /// passes it, so it validates nothing.
    pub(super) fn substring_validator(&self, name: &str) -> bool {
        let Some(ids) = self.by_name.get(name) else { return false };
        ids.iter().filter_map(|&i| self.m.funcs.get(i)).any(|f| {
            let body = self.src.get(f.span.start..f.span.end).unwrap_or("");
            let prefix_test = body.contains(") === 0") || body.contains(") == 0");
            f.params.iter().any(|p| {
                body.contains(&format!("{}.includes(", p.name))
                    || body.contains(&format!("{}.contains(", p.name))
                    || (!prefix_test && body.contains(&format!("{}.indexOf(", p.name)))
            })
        })
    }

    /// A URL whose host is allow-listed (`ALLOWED.has(url.hostname)`, `parsed.netloc in HOSTS`)
    /// is validated as a whole: where it leads is fixed.
    pub(super) fn check_url_of(&mut self, st: &mut State, e: &Expr) {
        if let ExprKind::Attr(obj, field) = &e.kind
            && matches!(field.as_str(), "host" | "hostname" | "netloc" | "origin" | "Host" | "Hostname")
            && is_path(obj)
        {
            self.check(st, obj);
        }
    }

    /// Marks the value of `e` (and the variable inside a call on it) as validated.
    pub(super) fn check(&mut self, st: &mut State, e: &Expr) {
        match &e.kind {
            ExprKind::Call(c) => {
                // `os.path.realpath(p).startswith(base)` validates `p`;
                // `x.lower().startswith(...)` validates `x`.
                if let Some(a) = c.args.first() {
                    self.check(st, a);
                } else if let ExprKind::Attr(obj, _) = &c.func.kind {
                    self.check(st, obj);
                }
            }
            ExprKind::Attr(obj, _) | ExprKind::Index(obj, _) | ExprKind::Slice(obj) if !is_path(e) => {
                self.check(st, obj)
            }
            _ => {
                // A path validated after it was built: the finding where it was built goes.
                if let ExprKind::Name(n) = &e.kind {
                    let here = self.active.last().copied();
                    let hits = &mut self.hits;
                    self.unless_checked.retain(|(f, name, key)| {
                        let validated = *f == here && name == n;
                        if validated {
                            hits.remove(key);
                        }
                        !validated
                    });
                }
                // `parts.hostname` checked: `parts`, and what it was parsed from, are too.
                if let ExprKind::Attr(obj, _) = &e.kind {
                    self.check(st, obj);
                }
                if let Some(old) = self.pure(st, e) {
                    if let Some(from) = old.from.clone() {
                        let src = self.lookup(st, &from).unwrap_or_default();
                        st.env.insert(from.to_string(), Val { checked: true, taint: None, built: false, ..src });
                    }
                    self.mark(st, e, Val { checked: true, taint: None, built: false, ..old });
                }
            }
        }
    }

    pub(super) fn mark(&mut self, st: &mut State, e: &Expr, v: Val) {
        if let Some(path) = e.dotted().filter(|_| is_path(e)) {
            st.env.insert(path, v);
        }
    }

    /// The value of a name, chain or literal, without running anything.
    pub(super) fn pure(&self, st: &State, e: &Expr) -> Option<Val> {
        match &e.kind {
            ExprKind::Lit(l) => Some(Val::konst(l.clone())),
            ExprKind::Name(_) | ExprKind::Attr(..) if is_path(e) => {
                let path = e.dotted()?;
                Some(self.lookup(st, &path).or_else(|| self.source_of(&path)).unwrap_or_else(Val::unknown))
            }
            ExprKind::List(items) | ExprKind::Tuple(items) => {
                let vals: Option<Vec<Val>> = items.iter().map(|i| self.pure(st, i)).collect();
                Some(Val::list(vals?))
            }
            ExprKind::Dict(pairs) => {
                let mut out = Val { parts: Some(Box::default()), ..Val::default() };
                for (k, v) in pairs {
                    let kv = self.pure(st, k.as_ref()?)?;
                    let vv = self.pure(st, v)?;
                    store(&mut out, kv.konst.as_ref(), vv);
                }
                Some(out)
            }
            _ => None,
        }
    }

    /// Whether `e` is a collection or value fixed by the program (an allow-list).
    pub(super) fn constant(&self, st: &State, e: &Expr) -> bool {
        if let Some(path) = e.dotted().filter(|_| is_path(e))
            && self.lookup(st, &path).is_none()
            && (path
                .rsplit('.')
                .next()
                .is_some_and(|n| n.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_'))
                // A member of an imported module (`config.allowedHosts`): set by the program.
                || path.split_once('.').is_some_and(|(m, _)| self.m.imports.contains_key(m) && self.lookup(st, m).is_none()))
        {
            // An ALL_CAPS name defined elsewhere (another module): a constant by convention.
            return true;
        }
        match self.pure(st, e) {
            Some(v) => {
                let f = v.flat();
                f.taint.is_none() && !f.nonconst && !f.built
            }
            None => false,
        }
    }
}

/// `recv.indexOf(arg)` compared with a number, on the path where `cond` is `truth`: the receiver,
/// the argument, and whether it is a prefix test (`== 0`, true) or a found test (`!= -1`, false).
pub(super) fn index_test(cond: &Expr, truth: bool) -> Option<(&Expr, &Expr, bool)> {
    let ExprKind::Binary(op, l, r) = &cond.kind else { return None };
    let int = |e: &Expr| match &e.kind {
        ExprKind::Lit(Lit::Int(n)) => Some(*n),
        ExprKind::Unary(UnOp::Neg, inner) => match &inner.kind {
            ExprKind::Lit(Lit::Int(n)) => Some(-*n),
            _ => None,
        },
        _ => None,
    };
    fn call_of(e: &Expr) -> Option<(&Expr, &Expr)> {
        match &e.kind {
            ExprKind::Call(c) => match (&c.func.kind, c.args.first()) {
                (ExprKind::Attr(recv, m), Some(a)) if m == "indexOf" => Some((&**recv, a)),
                _ => None,
            },
            _ => None,
        }
    }
    // Put the call on the left (`-1 !== a.indexOf(x)` is `a.indexOf(x) !== -1`).
    let (call, n, op) = match (call_of(l), int(r), call_of(r), int(l)) {
        (Some(c), Some(n), _, _) => (c, n, *op),
        (_, _, Some(c), Some(n)) => {
            let flipped = match op {
                BinOp::Lt => BinOp::Gt,
                BinOp::Gt => BinOp::Lt,
                BinOp::Le => BinOp::Ge,
                BinOp::Ge => BinOp::Le,
                o => *o,
            };
            (c, n, flipped)
        }
        _ => return None,
    };
    let found = match (op, n) {
        (BinOp::Ne, -1) | (BinOp::Gt, -1) | (BinOp::Ge, 0) => truth,
        (BinOp::Eq, -1) | (BinOp::Lt, 0) | (BinOp::Le, -1) => !truth,
        (BinOp::Eq, 0) if truth => return Some((call.0, call.1, true)),
        (BinOp::Ne, 0) if !truth => return Some((call.0, call.1, true)),
        _ => return None,
    };
    found.then_some((call.0, call.1, false))
}

/// A function whose name says it checks its argument (`url_has_allowed_host_and_scheme`,
/// `is_safe_path`, `isValidRedirect`).
pub(super) fn validator_name(name: &str) -> bool {
    let n = name.to_ascii_lowercase();
    ["allowed", "safe", "valid", "whitelist", "allowlist", "permitted", "trusted", "sanitiz", "inside", "within"]
        .iter()
        .any(|w| n.contains(w))
}
