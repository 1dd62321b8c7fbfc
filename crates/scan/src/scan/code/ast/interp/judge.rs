//! Judging: the rules checked at the calls, stores, built strings and returns the analysis reaches.

use super::*;

impl Analysis<'_> {
    /// The text a call rule's `context` reads: the call's first line, and the lines its first
    /// argument (and that argument's first item) start on where they are others (a method
    /// called on a later line of a chain, `HttpResponse::Found()\n    .insert_header((LOCATION, to))`).
    fn call_lines(&self, start_line: usize, c: &Call) -> String {
        // The first argument's line, and (a tuple or list, `((\n    LOCATION, to))`) its first item's.
        let first_arg = c.args.first();
        let item = first_arg.and_then(|a| match &a.kind {
            ExprKind::Tuple(items) | ExprKind::List(items) => items.first(),
            _ => None,
        });
        let mut lines = vec![start_line];
        for e in first_arg.into_iter().chain(item) {
            let l = self.lines.line_of(e.span.start);
            if !lines.contains(&l) {
                lines.push(l);
            }
        }
        let texts: Vec<&str> = lines.iter().map(|l| self.lines.line(self.src, *l)).collect();
        texts.join("\n")
    }

    /// The names the call rules know a call by: not a method of a literal list or struct
    /// (`[a, b].get(i)` is no sink a rule names by `*.get`); a call written on a class the file
    /// imports by name also by its package (`Pattern.compile` with `import
    /// com.google.re2j.Pattern;` is also `com.google.re2j.Pattern.compile`).
    fn rule_names(&self, names: &[String]) -> Vec<String> {
        let mut out: Vec<String> =
            names.iter().filter(|n| !n.starts_with("[].") && !n.starts_with("{}.")).cloned().collect();
        let imported = |n: &String| {
            let (first, rest) = n.split_once('.')?;
            Some(format!("{}.{rest}", self.m.type_imports.get(first)?))
        };
        // (Only the name as written: `java.util.regex.Pattern.compile` is also known as
        // `Pattern.compile`, which is not the imported class's.)
        let qualified = out.first().and_then(imported);
        out.extend(qualified);
        out
    }

    /// The call rules of a callee known by one of `names` ([`Self::callee_names`]: imports
    /// resolved, and through the call that made its receiver), judged on the call's values: a
    /// hit is recorded at `e`'s line, and a string already reported where it was built says
    /// where it runs.
    pub(super) fn check_call(
        &mut self,
        e: &Expr,
        c: &Call,
        names: &[String],
        (recv, args, kwargs): (Option<&Val>, &[Val], &[Val]),
        plain: bool,
    ) {
        let names = self.rule_names(names);
        let names = &names[..];
        let mut candidates: Vec<usize> = names.iter().flat_map(|n| self.rules.call_candidates(self.lang, n)).collect();
        candidates.sort_unstable();
        candidates.dedup();
        // Nor a method of a collection the receiver is declared as (`self.by_client.get(id)` of
        // `by_client: HashMap<..>`).
        if candidates.is_empty() || self.of_declared_collection(c) {
            return;
        }
        for r in candidates {
            let rule = &self.rules.rules[r];
            let Matcher::Call { in_view, .. } = &rule.matcher else { continue };
            if !rule.matcher.calls(names) {
                continue;
            }
            if in_view.is_some_and(|v| v != self.in_view()) {
                continue;
            }
            if let Some((confidence, detail, secret, low)) = self.judge_call(rule, c, recv, args, kwargs) {
                let start_line = self.lines.line_of(e.span.start);
                let texts: Vec<Rc<str>> =
                    recv.into_iter().chain(args).chain(kwargs).filter_map(|v| v.flat_text()).collect();
                self.note_where_built_runs(&rule.meta.cwe, &texts, names.first(), start_line);
                let end_line = self.lines.last_line(e.span.start, e.span.end);
                let known: Vec<String> = args
                    .iter()
                    .chain(kwargs)
                    .filter_map(|v| v.flat_text().map(|t| t.to_string()).or_else(|| v.konst_text()))
                    .collect();
                if !rule.scope.allows_with(&self.call_lines(start_line, c), self.current_name(), &known.join("\n")) {
                    continue;
                }
                // Written to a response given a content type other than a page.
                if plain && matches!(rule.matcher, Matcher::Call { unless_plain: true, .. }) {
                    continue;
                }
                let matched = self.src.get(e.span.start..e.span.end).unwrap_or("").to_string();
                let first_line = match self.assigning {
                    Some((value, stmt)) if value == e.span && stmt.start < e.span.start => {
                        self.lines.line_of(stmt.start)
                    }
                    _ => start_line,
                };
                if let Matcher::Call { unless_checked: true, .. } = &rule.matcher {
                    self.hold_unless_checked(e.span, names, (r, first_line));
                }
                self.add_hit(CodeHit {
                    rule: r,
                    start_line: first_line,
                    end_line,
                    confidence,
                    detail,
                    matched,
                    secrets: secret.into_iter().collect(),
                    severity: low.then_some(Severity::Low),
                });
            }
        }
    }

    /// A string of `texts` also reported (for `cwe`) where it was built: that finding says it
    /// reaches `callee` at `line`.
    fn note_where_built_runs(&mut self, cwe: &str, texts: &[Rc<str>], callee: Option<&String>, line: usize) {
        let Some(key) = self
            .built_hits
            .iter()
            .find(|(t, _, c)| c == cwe && texts.iter().any(|x| Rc::ptr_eq(x, t)))
            .map(|(_, key, _)| *key)
            .filter(|key| key.1 != line)
        else {
            return;
        };
        let callee = callee.cloned().unwrap_or_default();
        if let Some(h) = self.hits.get_mut(&key)
            && !h.detail.as_deref().is_some_and(|d| d.contains(" reaches `"))
        {
            let d = h.detail.take().unwrap_or_default();
            h.detail = Some(format!("{d}; it reaches `{callee}` at line {line}"));
        }
    }

    /// A hit of rule `r` on `lines` (first, last) showing `matched`: no secret, the rule's own
    /// severity.
    fn add_rule_hit(
        &mut self,
        r: usize,
        (start_line, end_line): (usize, usize),
        (confidence, detail): (Confidence, Option<String>),
        matched: String,
    ) {
        self.add_hit(CodeHit {
            rule: r,
            start_line,
            end_line,
            confidence,
            detail,
            matched,
            secrets: Vec::new(),
            severity: None,
        });
    }

    /// An `unless_checked` finding (`key`) on the call at `span`: held by the variable assigned,
    /// else, of a call that only makes a path or a value (no file is touched yet), by the call
    /// itself, for a helper of the file it is given to validate (`inside(path.resolve(root,
    /// name))`).
    fn hold_unless_checked(&mut self, span: Span, names: &[String], key: (usize, usize)) {
        let builds = || {
            let models = self.models.call(names);
            models.resolves_path || models.pure.is_some()
        };
        let held = match (self.assigning, &self.assign_target) {
            (Some((value, _)), Some(n)) if value == span => Some(n.clone()),
            _ => builds().then(|| syntax::sink_call(span)),
        };
        if let Some(held) = held {
            self.unless_checked.push((self.active.last().copied(), held, key));
        }
    }

    pub(super) fn add_hit(&mut self, h: CodeHit) {
        let key = (h.rule, h.start_line);
        match self.hits.get(&key) {
            Some(old) if !stronger(&h, old) => {}
            _ => {
                self.hits.insert(key, h);
            }
        }
    }

    /// Whether a call rule's conditions hold at a call: its confidence, what to say, the
    /// hard-coded secret it found, and whether it is reported at low severity (a sink-only rule
    /// given a constant).
    pub(super) fn judge_call(
        &self,
        rule: &CodeRule,
        c: &Call,
        recv: Option<&Val>,
        args: &[Val],
        kwargs: &[Val],
    ) -> Option<Verdict> {
        let Matcher::Call { arg, when, value, mode_bits, redos, shell_c, sink_only, unless_marked, .. } = &rule.matcher
        else {
            return None;
        };
        if !self.keywords_hold(rule, c, args, kwargs) {
            return None;
        }
        if *unless_marked != 0 && args.iter().chain(kwargs).any(|v| v.flat().marks & unless_marked != 0) {
            return None;
        }
        // An argument vector no shell runs (one whose shell runs a command line has no mere
        // arguments), for an `argv` rule.
        let argv =
            matches!(rule.matcher, Matcher::Call { argv: true, .. }) && shell_command(self.models, args).is_none();
        let operands;
        let args = if argv {
            operands = without_operands(args);
            &operands[..]
        } else {
            args
        };
        let selected: Vec<Val> = match arg {
            _ if *shell_c => shell_command(self.models, args).into_iter().collect(),
            Some(ArgSel::Name(n)) if n == ARG_RECEIVER => recv.into_iter().cloned().collect(),
            Some(ArgSel::Index(i)) => self.selected_at(rule, c, (args, kwargs), *i),
            Some(ArgSel::Name(n)) if n == ARG_ANY => args.iter().chain(kwargs).cloned().collect(),
            Some(ArgSel::Name(n)) => self.selected_by_name(c, (args, kwargs), n, value.is_none()),
            None => args.first().into_iter().cloned().collect(),
        };
        if *when == When::Always && value.is_none() && mode_bits.is_none() && !redos {
            // A sink-only rule given a constant is reported at low severity at most.
            let constant = *sink_only
                && selected.first().is_some_and(|v| {
                    let f = v.flat();
                    f.taint.is_none() && !f.nonconst && !f.built
                });
            return Some((rule.meta.confidence, None, None, constant));
        }
        selected.iter().find_map(|v| self.judge_value(rule, v, argv)).or_else(|| {
            argv.then(|| option_argument(args)).flatten().map(|d| (Confidence::Medium, Some(d), None, false))
        })
    }

    /// The argument at `i` a rule watches: an object given as a SQL statement (`{ text, values }`)
    /// its statement keys, conditions (`where({ name })`) their keys; at 0 with no positional
    /// argument, the statement given by keyword (`execute(sql=...)`).
    fn selected_at(&self, rule: &CodeRule, c: &Call, (args, kwargs): (&[Val], &[Val]), i: usize) -> Vec<Val> {
        let Matcher::Call { conditions, .. } = &rule.matcher else { return Vec::new() };
        let sql = rule.meta.cwe == "CWE-89";
        let conditions = *conditions && self.plain_conditions(c.args.get(i));
        let mut v: Vec<Val> = args
            .get(i)
            .into_iter()
            .map(|a| match conditions.then(|| conditions_of(a)).flatten() {
                Some(keys) => keys,
                None if sql => self.statement_of(a),
                None => a.clone(),
            })
            .collect();
        if i == 0 && args.is_empty() {
            let keywords = self.models.statement_keywords();
            let at = c.kwargs.iter().position(|(k, _)| keywords.contains(k));
            v.extend(at.and_then(|p| kwargs.get(p)).cloned());
        }
        v
    }

    /// The argument named `n`: given by keyword, or under that key of an options object a
    /// variable holds (`opts = { filter }`), for data flowing in (`flowing`: a hard-coded value
    /// is reported where it is written); where the object holds entries at keys not known (a
    /// spread of request data), what it holds.
    fn selected_by_name(&self, c: &Call, (args, kwargs): (&[Val], &[Val]), n: &str, flowing: bool) -> Vec<Val> {
        let given = c.kwargs.iter().position(|(k, _)| k == n).and_then(|i| kwargs.get(i)).cloned();
        let in_options = || {
            if !(flowing && self.models.has(Behaviour::OptionsObjects)) {
                return None;
            }
            args.iter().find_map(|a| {
                let p = a.parts.as_ref()?;
                let unknown = p.rest != Val::default() || p.key_facts.is_some() || a.taint.is_some();
                p.keys.get(n).cloned().or_else(|| unknown.then(|| a.flat()))
            })
        };
        given.or_else(in_options).into_iter().collect()
    }

    /// Whether an object literal given as conditions holds plain values only: not a call that
    /// is no request source and makes no plain text or number (`gorm.Expr(x)`, `knex.raw(x)`
    /// make SQL; `String(x)`, `x.trim()` do not), nor a `SQL` field (GORM's
    /// `clause.Expr{SQL: x}`). Any other argument (a variable) is judged by its value.
    fn plain_conditions(&self, e: Option<&Expr>) -> bool {
        let Some(mut e) = e else { return true };
        while let ExprKind::Unary(_, inner) = &e.kind {
            e = inner;
        }
        let ExprKind::Dict(pairs) = &e.kind else { return true };
        pairs.iter().all(|(k, v)| {
            let sql_field = matches!(k.as_ref().map(|k| &k.kind), Some(ExprKind::Lit(Lit::Str(f))) if f == "SQL");
            let made = matches!(&v.kind, ExprKind::Call(c) if c.func.dotted().is_none_or(|d| {
                self.source_of(&d).is_none() && !self.models.call(&[self.resolve(&d)]).makes_plain()
            }));
            !sql_field && !made
        })
    }

    /// What of an argument is the statement: an object's values under the models'
    /// `statement_key`s where it has one (`{ text: sql, values: [id] }`), else all of it.
    fn statement_of(&self, a: &Val) -> Val {
        let Some(p) = a.parts.as_ref() else { return a.clone() };
        let held: Vec<&Val> =
            p.keys.iter().filter(|(k, _)| self.models.is(Word::StatementKey, k)).map(|(_, v)| v).collect();
        match held.split_first() {
            Some((first, rest)) => rest.iter().fold((*first).clone(), |acc, v| acc.join(v)),
            None => a.clone(),
        }
    }

    /// Whether a call has the keyword arguments a rule wants (`kwargs`) and none of the values
    /// that make it safe (`kwarg_absent`).
    fn keywords_hold(&self, rule: &CodeRule, c: &Call, args: &[Val], kwargs: &[Val]) -> bool {
        let Matcher::Call { kwargs: want_kw, kwarg_absent, .. } = &rule.matcher else { return false };
        let kw = |name: &str| c.kwargs.iter().position(|(k, _)| k == name);
        // `**opts`: the entries of a dict whose every key the analysis knows; any other may
        // give any keyword.
        let (mut splat, mut opaque) = splat_keywords(c, kwargs);
        if self.models.has(Behaviour::OptionsObjects) {
            splat.extend(options_objects(c, args));
            // The options argument a rule of the call itself names (`when: always`, `arg: 2`):
            // given, and from elsewhere (a parameter, a config module) it may set any.
            if let Matcher::Call { arg: Some(ArgSel::Index(i)), when: When::Always, value: None, .. } = &rule.matcher {
                let (Some(e), Some(v)) = (c.args.get(*i), args.get(*i)) else { return false };
                opaque |= !matches!(e.kind, ExprKind::Dict(_)) && known_keys(v).is_none();
            }
        }
        for (name, values) in want_kw {
            let holds = match (kw(name), splat.get(name.as_str())) {
                (Some(i), _) => values.is_empty() || values.iter().any(|v| self.kw_is(&c.kwargs[i].1, &kwargs[i], v)),
                (None, Some(v)) => values.is_empty() || values.iter().any(|w| names_value(v, w)),
                (None, None) => false,
            };
            if !holds {
                return false;
            }
        }
        for (name, safe) in kwarg_absent {
            // `*`: any value but a false constant (the flag is the configuration's).
            let set = |s: &str, v: &Val| s == "*" && v.truth() != Some(false);
            let made_safe = match (kw(name), splat.get(name.as_str())) {
                (Some(i), _) => {
                    let text = compact(self.src, &c.kwargs[i].1);
                    safe.iter().any(|s| {
                        set(s, &kwargs[i])
                            || self.kw_is(&c.kwargs[i].1, &kwargs[i], s)
                            || text.ends_with(&format!(".{s}"))
                    })
                }
                (None, Some(v)) => safe.iter().any(|s| set(s, v) || names_value(v, s)),
                (None, None) => opaque,
            };
            if made_safe {
                return false;
            }
        }
        true
    }

    /// Whether a call known by `names` is the sink of some call rule of the language.
    pub(super) fn is_sink(&self, names: &[String]) -> bool {
        names.iter().any(|n| {
            let one = std::slice::from_ref(n);
            self.rules.call_candidates(self.lang, n).into_iter().any(|r| self.rules.rules[r].matcher.calls(one))
        })
    }

    /// Whether one watched value meets a call rule's condition (`argv`: its escaped request data
    /// is no argument of a vector no shell runs).
    fn judge_value(&self, rule: &CodeRule, v: &Val, argv: bool) -> Option<Verdict> {
        let Matcher::Call { when, value, value_built, mode_bits, redos, mark, .. } = &rule.matcher else { return None };
        let confidence = rule.meta.confidence;
        // A setting any path may give (a default, a fallback): one such path is enough.
        if let Some(bits) = mode_bits {
            return v.may_be().find_map(|l| match l {
                Lit::Int(n) if *n >= 0 && (*n as u64) & u64::from(*bits) != 0 => {
                    Some((confidence, Some(format!("the mode is 0o{:o}", (*n as u64) & 0o7777)), None, false))
                }
                _ => None,
            });
        }
        if *redos {
            // A constant regex that backtracks catastrophically (see `redos.rs`).
            return match v.konst_text() {
                Some(t) if crate::scan::code::redos::is_catastrophic(&t) => {
                    Some((confidence, Some(format!("the pattern `{t}` can backtrack catastrophically")), None, false))
                }
                _ => None,
            };
        }
        if let Some(want) = value {
            let built_text = v.text.as_deref().filter(|_| *value_built && v.konst.is_none()).map(str::to_string);
            let mut texts = v.may_be().map(lit_text).chain(built_text);
            return match texts.find(|t| want.is_match(t)) {
                Some(t) if rule.secret() => {
                    let shown = crate::scan::finding::redact(&t);
                    Some((confidence, Some(format!("the argument is `{shown}`")), Some(t), false))
                }
                Some(t) => Some((confidence, Some(format!("the argument is `{t}`")), None, false)),
                None => None,
            };
        }
        let f = if argv { unescaped(v).flat() } else { v.flat() };
        if rule.destination && (f.leads_to_site() || v.parts_lead_to_site()) {
            return None;
        }
        let tainted = self.reaching(rule, &f, "reaches the call");
        let built = || "the argument is a string built from non-constant parts".to_string();
        // A rule's `mark` with another condition: the value carries it as well.
        if *when != When::Marked && *mark != 0 && f.marks & mark == 0 {
            return None;
        }
        let found = match when {
            When::Tainted => tainted,
            When::Built => {
                tainted.or_else(|| (f.built && self.unchecked(rule, &f)).then(|| (confidence, Some(built()))))
            }
            When::Nonconst => {
                tainted.or_else(|| (f.nonconst && self.unchecked(rule, &f)).then_some((confidence, None)))
            }
            When::Marked => (f.marks & mark != 0).then(|| (confidence, self.mark_detail(*mark))),
            When::Always => None,
        };
        found.map(|(confidence, detail)| (confidence, detail, None, false))
    }

    /// The request data in `v` that may attack the rule's sink, with what the finding says of
    /// it (`request data {how}: request.args`): none where it is escaped against the rule's
    /// class of attack (`html.escape` before a page, not before a shell).
    pub(super) fn reaching(&self, rule: &CodeRule, v: &Val, how: &str) -> Option<(Confidence, Option<String>)> {
        let t = v.taint.as_ref().filter(|t| t.reaches(self.models.class(&rule.meta.cwe)))?;
        let note = if t.is_raw() { "" } else { " (escaped or checked, but not against this attack)" };
        Some((Confidence::High, Some(format!("request data {how}: {t}{note}"))))
    }

    /// Whether a value not known as request data is unchecked for the rule's sink: neither
    /// validated nor escaped against its attack (`html.escape(name)` before a shell).
    fn unchecked(&self, rule: &CodeRule, v: &Val) -> bool {
        !v.checked_for(self.models.class(&rule.meta.cwe))
    }

    /// The marks a method call takes away from its receiver (`setSecure(true)`; not given a
    /// literal `false`), and so from what a builder's chain makes (`.secure(true).build()`).
    pub(super) fn unmark_bits(&self, method: &str, args: &[Val]) -> u32 {
        let Some(unmarks) = self.rules.unmarks.get(&self.lang) else { return 0 };
        let bits = unmarks.iter().filter(|(_, ms)| ms.iter().any(|x| x == method)).fold(0, |b, (bit, _)| b | bit);
        // Given `false`, written or a constant's (`.secure(SECURE_COOKIES)`), it takes nothing
        // away; given a value carrying the mark (`.allow_origin(mirrored)`), not that one.
        let given = args.iter().fold(0, |m, a| m | a.flat().marks);
        match args.iter().any(|a| a.konst == Some(Lit::Bool(false))) {
            true => 0,
            false => bits & !given,
        }
    }

    pub(super) fn mark_detail(&self, mark: u32) -> Option<String> {
        let i = mark.trailing_zeros() as usize;
        self.rules.mark_names.get(i).map(|n| format!("the value is {n}"))
    }

    /// The marks the calls of these names set.
    /// A method that takes a mark away from its receiver (`cookie.setHttpOnly(true)`), called
    /// on a variable: the variable loses the mark from here on. A `false` argument
    /// (`setHttpOnly(false)`, or a constant that is `false`) keeps it.
    pub(super) fn unmark(&self, st: &mut State, obj: &Expr, method: &str, args: &[Val]) {
        let bits = self.unmark_bits(method, args);
        if bits == 0 {
            return;
        }
        let Some(path) = obj.dotted().filter(|_| is_path(obj)) else { return };
        if let Some(v) = self.lookup(st, &path).filter(|v| v.marks & bits != 0) {
            st.env.insert(path, Val { marks: v.marks & !bits, ..v });
        }
    }

    pub(super) fn marks_of(&self, names: &[String]) -> u32 {
        self.rules.marks_of(self.lang, names)
    }

    /// A marked value handed to a parameter of a function of this file whose name a `when:
    /// marked` rule watches (`store.save(email, token)` with a weak random `token`): reported at
    /// the argument, as an assignment to that name.
    pub(super) fn marked_into_params(&mut self, st: &State, c: &Call, fid: usize, args: &[Val]) {
        let f = &self.m.funcs[fid];
        let skip = usize::from(f.params.first().is_some_and(|p| declared_receiver(&p.name)));
        let bound: Vec<(Expr, &Val)> = f
            .params
            .iter()
            .skip(skip)
            .zip(&c.args)
            .zip(args)
            .filter(|(_, v)| v.flat().marks != 0)
            .map(|((p, e), v)| (Expr::new(ExprKind::Name(p.name.clone()), e.span), v))
            .collect();
        for (target, v) in bound {
            self.check_assign(st, &target, v, true);
        }
    }

    /// Whether a call is a method of a receiver declared with a collection type of the models
    /// (`collection_type`: Rust's `HashMap`, `Vec`), by its last name past references and
    /// before its type arguments.
    fn of_declared_collection(&self, c: &Call) -> bool {
        let ExprKind::Attr(obj, _) = &c.func.kind else { return false };
        let Some(ty) = self.path_type(obj, c.func.span.start) else { return false };
        self.models.is(Word::CollectionType, type_head(&ty))
    }

    /// The assignment rules at a store of `v` into `target` (`marked_only`: the `when: marked`
    /// rules alone).
    pub(super) fn check_assign(&mut self, st: &State, target: &Expr, v: &Val, marked_only: bool) {
        // What is written into (the container or object) and under what name or key.
        let (container, key) = match &target.kind {
            ExprKind::Name(n) => (None, Some(n.clone())),
            ExprKind::Attr(obj, field) => (obj.dotted().filter(|_| is_path(obj)), Some(field.clone())),
            ExprKind::Index(obj, k) => {
                let key = self.pure(st, k).and_then(|kv| kv.konst_text());
                (obj.dotted().filter(|_| is_path(obj)), key)
            }
            _ => return,
        };
        let container = container.map(|c| self.resolve(&c));
        let f = v.flat();
        let rules = self.rules;
        for &r in rules.assign_rules(self.lang) {
            let rule = &rules.rules[r];
            let Matcher::Assign { containers, target: want, when, mark } = &rule.matcher else { continue };
            if marked_only && *when != When::Marked {
                continue;
            }
            if !containers.is_empty()
                && !container
                    .as_deref()
                    .is_some_and(|c| containers.iter().any(|p| callee_matches(p, c) || source_matches(p, c)))
            {
                continue;
            }
            if let Some(want) = want
                && !key.as_deref().is_some_and(|k| want.is_match(k))
            {
                continue;
            }
            if rule.destination && f.leads_to_site() {
                continue;
            }
            let found = match when {
                When::Marked => (f.marks & mark != 0).then(|| (rule.meta.confidence, self.mark_detail(*mark))),
                When::Built => self
                    .reaching(rule, &f, "is stored")
                    .or_else(|| (f.built && self.unchecked(rule, &f)).then_some((rule.meta.confidence, None))),
                When::Nonconst => self
                    .reaching(rule, &f, "is stored")
                    .or_else(|| (f.nonconst && self.unchecked(rule, &f)).then_some((rule.meta.confidence, None))),
                When::Tainted => self.reaching(rule, &f, "is stored"),
                When::Always => Some((rule.meta.confidence, None)),
            };
            let Some((confidence, detail)) = found else { continue };
            let start_line = self.lines.line_of(target.span.start);
            if !rule.scope.allows(self.lines.line(self.src, start_line), self.current_name()) {
                continue;
            }
            let matched = self.lines.line(self.src, start_line).trim().to_string();
            self.add_rule_hit(r, (start_line, start_line), (confidence, detail), matched);
        }
    }

    /// The rules on strings built from parts (`built_text`): SQL or a URL assembled with
    /// request data, wherever it then goes.
    pub(super) fn check_build(&mut self, span: Span, v: &Val, prior: Option<&Val>) {
        if !self.has_build_rules || (v.taint.is_none() && !v.built) {
            return;
        }
        let Some(text) = v.text.clone() else { return };
        let rules = self.rules;
        for &r in rules.build_rules(self.lang) {
            let rule = &rules.rules[r];
            let Matcher::Build { pattern, when } = &rule.matcher else { continue };
            let finding = |v: &Val| {
                let tainted = self.reaching(rule, v, "is built into it");
                match when {
                    When::Tainted => tainted,
                    _ => {
                        tainted.or_else(|| (v.built && self.unchecked(rule, v)).then_some((rule.meta.confidence, None)))
                    }
                }
            };
            // Written on to a text that was already one (`sql += " LIMIT 10"`,
            // `b.WriteString(", ")`): found where what it holds came in.
            let found_before = |p: &Val| p.text.as_deref().is_some_and(|t| pattern.is_match(t)) && finding(p).is_some();
            // A destination built to lead to this site (`"redirect:" + path`).
            if prior.is_some_and(found_before) || (rule.destination && v.leads_to_site()) {
                continue;
            }
            let Some((confidence, detail)) = finding(v) else { continue };
            if !pattern.is_match(&text) {
                continue;
            }
            let start_line = self.lines.line_of(span.start);
            if !rule.scope.allows(self.lines.line(self.src, start_line), self.current_name()) {
                continue;
            }
            let end_line = self.lines.last_line(span.start, span.end);
            let matched = self.src.get(span.start..span.end).unwrap_or("").to_string();
            self.add_rule_hit(r, (start_line, end_line), (confidence, detail), matched);
            self.built_hits.push((text.clone(), (r, start_line), rule.meta.cwe.clone()));
        }
    }

    /// Whether a keyword argument is `want` as written, or holds it.
    pub(super) fn kw_is(&self, e: &Expr, v: &Val, want: &str) -> bool {
        let want = want.replace(' ', "");
        // A boolean as any language writes it (`false`, `False`).
        let boolean = matches!(v.konst, Some(Lit::Bool(_)));
        compact(self.src, e) == want
            || v.konst_text().is_some_and(|t| t == want || boolean && t.eq_ignore_ascii_case(&want))
    }

    pub(super) fn check_return(&mut self, e: &Expr, v: &Val) {
        let rules = self.rules;
        for r in rules.call_candidates(self.lang, CALLEE_RETURN) {
            let rule = &rules.rules[r];
            let Matcher::Call { callees, when, in_view, mark, .. } = &rule.matcher else { continue };
            // What a handler returns is its response; what a helper it calls returns is not.
            let view = self.active.last().is_some_and(|f| self.is_view(*f));
            if !callees.iter().any(|c| c == CALLEE_RETURN) || in_view.is_some_and(|v| v != view) {
                continue;
            }
            // A dict or list a handler returns may be sent as JSON, not as a page.
            if *in_view == Some(true) && self.models.has(Behaviour::ViewsReturnContainersAsJson) && v.parts.is_some() {
                continue;
            }
            // A handler of a framework that sends what it returns as JSON.
            if *in_view == Some(true) && self.returns_json {
                continue;
            }
            let f = v.flat();
            let found = match when {
                When::Tainted => self.reaching(rule, &f, "is returned"),
                When::Built | When::Nonconst => self
                    .reaching(rule, &f, "is returned")
                    .or_else(|| (f.built && self.unchecked(rule, &f)).then_some((rule.meta.confidence, None))),
                When::Marked => (f.marks & mark != 0).then(|| (rule.meta.confidence, self.mark_detail(*mark))),
                When::Always => Some((rule.meta.confidence, None)),
            };
            let Some((confidence, detail)) = found else { continue };
            let start_line = self.lines.line_of(e.span.start);
            let end_line = self.lines.last_line(e.span.start, e.span.end);
            let text: Vec<&str> = (start_line..=end_line).map(|l| self.lines.line(self.src, l)).collect();
            if !rule.scope.allows(&text.join("\n"), self.current_name()) {
                continue;
            }
            let matched = self.src.get(e.span.start..e.span.end).unwrap_or("").to_string();
            self.add_rule_hit(r, (start_line, end_line), (confidence, detail), format!("return {matched}"));
        }
    }
}

/// What a call rule's check gives: confidence, what to say, the hard-coded secret found, and
/// whether it is reported at low severity.
type Verdict = (Confidence, Option<String>, Option<String>, bool);

/// Words of the rule format, not names of any language's API: `arg: receiver` (the object a
/// method is called on), `arg: any` (every argument), `call: [return]` (what a function
/// returns).
pub(super) const ARG_RECEIVER: &str = "receiver";
const ARG_ANY: &str = "any";
const CALLEE_RETURN: &str = "return";

/// A hit says more than another of the same rule and line: request data over a guess.
pub(super) fn stronger(a: &CodeHit, b: &CodeHit) -> bool {
    let rank = |h: &CodeHit| (h.severity.is_none(), h.confidence == Confidence::High, h.detail.is_some());
    rank(a) > rank(b)
}

/// The source text of an expression without whitespace.
pub(super) fn compact(src: &str, e: &Expr) -> String {
    src.get(e.span.start..e.span.end).unwrap_or("").chars().filter(|c| !c.is_whitespace()).collect()
}

/// The command a shell runs, in an argv list or argument list: the items after a shell program
/// and its command flag (`["sh", "-c", cmd]`, `Command("bash", "-c", cmd)`), the shells and
/// their flags as the models name them.
pub(super) fn shell_command(models: &Models, args: &[Val]) -> Option<Val> {
    let items = vector_items(args);
    // The program is the first text (a context given first is none: `CommandContext(ctx, ..)`),
    // or the one a wrapper runs (`/usr/bin/env bash -c cmd`).
    let start = items.iter().position(|v| !text(v).is_empty())?;
    (start..items.len().min(start + 2)).find_map(|at| {
        let items = &items[at..];
        // The program as the system finds it: by its file name, case and `.exe` aside on
        // Windows (lower case first, so `CMD.EXE` is `cmd` too).
        let name = text(items.first()?).rsplit(['/', '\\']).next().unwrap_or("").to_ascii_lowercase();
        let program = name.strip_suffix(".exe").unwrap_or(&name);
        let flags = models.shell_command_flags(program)?;
        let flag = items.iter().position(|v| flags.iter().any(|f| f == text(v)))?;
        let rest = &items[flag + 1..];
        let first = rest.first()?;
        Some(rest.iter().skip(1).fold((*first).clone(), |a, b| a.join(b)))
    })
}

/// The items of an argument vector, in place: `["sh", "-c", cmd]`, `"sh", "-c", cmd`, or the
/// program and then its list (`execFile("sh", ["-c", cmd])`).
fn vector_items(args: &[Val]) -> Vec<&Val> {
    fn list(v: &Val) -> Option<&[Val]> {
        v.parts.as_ref().and_then(|p| p.items.as_deref())
    }
    match args {
        [first, ..] if list(first).is_some() => list(first).into_iter().flatten().collect(),
        [program, rest, ..] if program.parts.is_none() && list(rest).is_some() => {
            std::iter::once(program).chain(list(rest).into_iter().flatten()).collect()
        }
        _ => args.iter().collect(),
    }
}

/// An argument vector with the request data after its `--` dropped: each is an operand, never
/// an option, and no shell reads it (`["traceroute", "--", host]`).
fn without_operands(args: &[Val]) -> Vec<Val> {
    fn drop_after_end(items: &mut [Val]) {
        if let Some(end) = items.iter().position(|v| text(v) == "--") {
            for v in &mut items[end + 1..] {
                *v = Val { taint: None, parts: None, ..v.flat() };
            }
        }
    }
    fn items(v: &mut Val) -> Option<&mut Vec<Val>> {
        v.parts.as_mut().and_then(|p| p.items.as_mut())
    }
    // The shapes [`vector_items`] reads.
    let mut out = args.to_vec();
    match out.as_mut_slice() {
        [first, ..] if first.parts.as_ref().is_some_and(|p| p.items.is_some()) => {
            if let Some(i) = items(first) {
                drop_after_end(i);
            }
        }
        [program, rest, ..] if program.parts.is_none() && rest.parts.as_ref().is_some_and(|p| p.items.is_some()) => {
            if let Some(i) = items(rest) {
                drop_after_end(i);
            }
        }
        all => drop_after_end(all),
    }
    out
}

/// A string literal's text (program names and flags), else empty.
fn text(v: &Val) -> &str {
    match &v.konst {
        Some(Lit::Str(s)) => s,
        _ => "",
    }
}

/// What to say of an argument vector no shell runs where escaped request data is a whole
/// argument before any `--` ([`DATA_FIRST`]): escapers keep a leading `-`, so the data can be an
/// option of the program (`--checkpoint-action=exec=..` to `tar`, `--upload-pack=..` to `git`).
/// Not where a constant starts the argument (`"/srv/in/" + name`) or a prefix test shows it
/// cannot start with `-` ([`NOT_OPTION`], [`ROOTED`]).
fn option_argument(args: &[Val]) -> Option<String> {
    let items = vector_items(args);
    let end = items.iter().position(|v| text(v) == "--").unwrap_or(items.len());
    let item = items[..end].iter().map(|v| v.flat()).find(|v| {
        let escaped = v.taint.as_ref().is_some_and(|t| !t.is_raw());
        escaped && v.starts & (DATA_FIRST | NOT_OPTION | ROOTED) == DATA_FIRST
    })?;
    let t = item.taint.as_ref()?;
    Some(format!(
        "escaped request data is a whole argument, which a leading `-` makes an option of the program: {t}; put `--` before it or refuse a value that starts with `-`"
    ))
}

/// `v` without the escaped request data in it or in the items of a list: what an `argv` rule
/// reports of an argument vector no shell runs.
fn unescaped(v: &Val) -> Val {
    // Whatever escaped it: no shell reads it.
    let drop = |x: &Val| Val { taint: x.taint.clone().filter(Taint::is_raw), against: None, ..x.clone() };
    let mut out = drop(v);
    if let Some(items) = out.parts.as_mut().and_then(|p| p.items.as_mut()) {
        for item in items.iter_mut() {
            *item = drop(item);
        }
    }
    out
}

/// The keywords `**d` gives a call where the analysis knows every key of `d` (a dict written
/// in the program), and whether some `**` argument is another value (it may give any).
fn splat_keywords<'v>(c: &Call, kwargs: &'v [Val]) -> (std::collections::BTreeMap<&'v str, &'v Val>, bool) {
    let mut known = std::collections::BTreeMap::new();
    let mut opaque = false;
    for ((k, _), v) in c.kwargs.iter().zip(kwargs) {
        if k != "**" {
            continue;
        }
        match known_keys(v) {
            Some(p) => known.extend(p.keys.iter().map(|(k, v)| (k.as_str(), v))),
            None => opaque = true,
        }
    }
    (known, opaque)
}

/// The entries of objects given as arguments whose every key the analysis knows (a constant
/// options object, `yaml.load(text, OPTIONS)`), but for one written in the call (its keys are
/// the call's keyword arguments already).
fn options_objects<'v>(c: &Call, args: &'v [Val]) -> Vec<(&'v str, &'v Val)> {
    c.args
        .iter()
        .zip(args)
        .filter(|(e, _)| !matches!(e.kind, ExprKind::Dict(_)))
        .filter_map(|(_, v)| known_keys(v))
        .flat_map(|p| p.keys.iter().map(|(k, v)| (k.as_str(), v)))
        .collect()
}

/// The entries of a dict or object written in the program whose every key the analysis knows
/// (not a copy of one made elsewhere and then added to, nor a list).
fn known_keys(v: &Val) -> Option<&Parts> {
    v.parts.as_deref().filter(|p| !v.nonconst && p.items.is_none() && p.rest == Val::default() && p.key_facts.is_none())
}

/// Whether an option's value is `want` as a rule writes it: its constant (`True`, `true`,
/// `"lax"`), or
/// the member it was read from (`yaml.JSON_SCHEMA`, by its last name whatever the module is
/// called here).
fn names_value(v: &Val, want: &str) -> bool {
    let last = |s: &str| s.rsplit('.').next().unwrap_or(s).to_string();
    let boolean = matches!(v.konst, Some(Lit::Bool(_)));
    v.konst_text().is_some_and(|t| t == want || boolean && t.eq_ignore_ascii_case(want))
        || want.contains('.') && v.origin.as_deref().is_some_and(|o| o == want || last(o) == last(want))
}

/// Of an object or map the request data does not make as a whole (`{ name: req.query.n }`,
/// `sq.Eq{col: v}`), what its keys that are no constants hold: all a rule's `conditions` judge
/// of it, its values being bound as parameters. `None` for any other value.
fn conditions_of(v: &Val) -> Option<Val> {
    let p = v.parts.as_ref().filter(|p| p.items.is_none() && v.taint.is_none() && v.konst.is_none())?;
    // A value that is a string built here or an object itself may be SQL the builder writes as
    // it is (GORM's `clause.Expr{SQL: "a = " + x}`, `clause.Column{Name: c, Raw: true}`).
    let bound = |x: &Val| x.parts.is_none() && !x.built;
    if !p.keys.values().chain([&p.rest]).all(bound) {
        return None;
    }
    Some(p.key_facts.as_deref().cloned().unwrap_or_default())
}
