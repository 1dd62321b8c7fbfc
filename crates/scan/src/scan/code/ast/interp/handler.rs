//! Web handlers: which functions are (a route decorator, a first parameter named for the
//! request), and what their parameters hold analysed standalone (route parameters, request
//! extractors and annotations), as the language's models say.

use super::*;

impl Analysis<'_> {
    /// A parameter analysed standalone: request data for a view's route parameters and for
    /// parameters whose type carries request data, otherwise an unknown value.
    pub(super) fn param_value(&mut self, f: &Function, i: usize, view: bool, st: &mut State) -> Val {
        let p = &f.params[i];
        if receiver_name(&p.name) {
            return if i == 0 { self.class_receiver(f.class.as_deref(), p.name == SELF) } else { Val::unknown() };
        }
        let names: Vec<&str> = f.params.iter().map(|p| p.name.as_str()).collect();
        // In a language of typed parameters (Java), an `entry_params` parameter is the event
        // only where it is untyped or read from a stream (`InputStream input` of a
        // `RequestStreamHandler`); one of another type (`String input`) is no event.
        let stream = |t: &str| t.trim().rsplit('.').next().is_some_and(|t| t.ends_with("InputStream"));
        let typed_event = self.models.has(Behaviour::TypedParameters) && p.ty.as_deref().is_some_and(|t| !stream(t));
        if let Some((label, at)) = self.models.entry(&names)
            && at == i
            && !typed_event
        {
            return Val::tainted(label);
        }
        if view && let Some(v) = self.injected(p, st) {
            return v;
        }
        if let Some(v) = p.ty.as_deref().and_then(|t| self.extension_param(t)) {
            return v;
        }
        // A parameter typed with an enumeration of this file is one of its members, where the
        // framework converts the text to the type (FastAPI, Spring's `@RequestParam`), not
        // where the type is a hint (Flask, Django).
        let enum_type = p.ty.as_deref().and_then(|t| t.trim().rsplit(['.', ' ']).next()).filter(|t| self.m.is_enum(t));
        if let Some(e) = enum_type.filter(|_| self.converts(f, p)) {
            return member(e);
        }
        // A route template that names its parameters (`/files/<name>`, `<int:id>`): only those
        // come from the request.
        let route = if view { route_params(self.models, f) } else { None };
        let named: Option<Vec<&RouteParam>> = route.as_ref().map(|ps| ps.iter().filter(|r| r.names(&p.name)).collect());
        if let Some(rs) = named.as_ref().filter(|rs| !rs.is_empty()) {
            return self.route_param_value(p, rs);
        }
        // A resolver's parent object and its `info`: the framework's.
        if view && resolver_info(self.models, f).is_some_and(|at| i <= at) {
            return Val::unknown();
        }
        // A parameter named for the framework's object (`req`) but typed with a class of this
        // file (a FastAPI body model, `req: ImportRequest`, Ninja's `q: Query[Filters]`) is that
        // class: request data.
        let own_type = p.ty.as_deref().and_then(|t| self.own_type(t));
        if view && named.is_none() && (own_type.is_some() || !framework_param(self.models, p)) && !self.numeric_param(p)
        {
            let raw = Val::tainted(&format!("the route parameter `{}`", p.name));
            return match own_type {
                Some(class) => self.typed_fields(raw, class),
                None => raw,
            };
        }
        if let Some(v) = self.service_argument(f, i) {
            return v;
        }
        if let Some(ty) = p.ty.as_deref().map(|t| self.unaliased(t))
            && let Some(label) = request_source(self.models, &ty)
        {
            // An annotated parameter of a number type (`@PathParam("id") long id`): the framework
            // converts the text, or refuses the request.
            if self.numeric_typed(&ty) {
                return Val::number();
            }
            return self.typed_fields(Val::tainted(&label), &ty);
        }
        self.declared_param(f, p, st)
    }

    /// A parameter a route template names (`rs`, the placeholders naming it): a number in every
    /// route that names it (`<int:id>`, Sanic's `<id:int>`) or by its type (Rocket's `id:
    /// i64`), else request data.
    fn route_param_value(&self, p: &Param, rs: &[&RouteParam]) -> Val {
        if self.numeric_param(p) || rs.iter().all(|r| r.number_for(&p.name)) {
            return Val::number();
        }
        let raw = Val::tainted(&format!("the route parameter `{}`", p.name));
        // Rocket's `PathBuf` of `<path..>` segments refuses `..`: it stays under the folder it
        // is joined to.
        if rs.iter().all(|r| r.segments) && p.ty.as_deref().is_some_and(|t| t.ends_with("PathBuf")) {
            return super::eval::sanitized(Cleans::Against(self.models.class("CWE-22")), &[&raw]);
        }
        match p.ty.as_deref() {
            Some(ty) => self.typed_fields(raw, &self.unaliased(ty)),
            None => raw,
        }
    }

    /// What a listener's function is given in a parameter it does not call ([`Given::Data`]):
    /// client data, unless its declared type (through the file's type aliases; whatever the
    /// parameter's name) says otherwise: a number type holds a number; a structure of this
    /// file its fields, typed, where it derives `Deserialize` (`Click { page: u32, to: String
    /// }`), else it is the application's state; the framework's object or the application's
    /// shared state (`Arc<Mutex<..>>`, a database pool, as the models' `framework_type` name
    /// them) no client data.
    pub(super) fn given_data(&self, p: &Param, label: &str) -> Val {
        let Some(ty) = p.ty.as_deref() else { return Val::tainted(label) };
        let ty = self.m.type_aliases.get(ty.trim()).filter(|t| !t.is_empty()).map_or(ty, String::as_str);
        if self.numeric_typed(ty) {
            return Val::number();
        }
        let head = type_head(ty);
        if self.m.fields.contains_key(head) {
            return match self.m.deserialized.contains(head) {
                true => self.typed_fields(Val::tainted(label), ty),
                false => Val::unknown(),
            };
        }
        if self.models.is(Word::FrameworkType, head) {
            return Val::unknown();
        }
        Val::tainted(label)
    }

    /// The class of this file a parameter's type names (`ImportRequest`, [`Self::model_class`]).
    fn own_type<'t>(&'t self, ty: &'t str) -> Option<&'t str> {
        Some(ty.trim()).filter(|t| self.m.classes.contains(*t)).or_else(|| self.model_class(ty, 0))
    }

    /// Whether `p` is the message a method of an RPC service receives: the class extends (Go:
    /// embeds) a models' `service_base` (gRPC's generated `Unimplemented*Server`, `*ImplBase`,
    /// `*Servicer`), and the method has a service method's shape: Go's `(ctx context.Context,
    /// req *Msg)` or `(req *Msg, stream pb.Kiln_WatchServer)`, Java's `(Msg req,
    /// StreamObserver<Reply> out)`, Python's public `(self, request, context)`, the message
    /// being `p` (no helper, constructor or callback of the class).
    fn service_message(&self, f: &Function, p: &Param) -> bool {
        let class = f.class.as_deref().unwrap_or_default();
        let Some(bases) = self.m.bases.get(class).or_else(|| self.m.embeds.get(class)) else { return false };
        let simple = |b: &String| b.rsplit(['.', ':']).next().unwrap_or(b).to_string();
        if !bases.iter().any(|b| self.models.matches(Word::ServiceBase, &simple(b))) {
            return false;
        }
        fn ty(q: &Param) -> &str {
            q.ty.as_deref().map_or("", str::trim)
        }
        let own: Vec<&Param> = f.params.iter().filter(|q| !receiver_name(&q.name)).collect();
        let context = |q: &Param| ty(q).rsplit('.').next() == Some("Context");
        match own.as_slice() {
            // Go's unary method, and its server-streaming one (`(req *Msg, stream pb.X_WatchServer)`).
            [ctx, msg] if context(ctx) => std::ptr::eq(*msg, p) && ty(msg).starts_with('*'),
            [msg, stream] if ty(stream).ends_with("Server") => std::ptr::eq(*msg, p) && ty(msg).starts_with('*'),
            [msg, out] if ty(out).contains("StreamObserver<") => std::ptr::eq(*msg, p),
            // Python's `def Profile(self, request, context)` (`request_iterator` of a
            // client-streaming one); not a helper of the class (`_load(self, name, context)`).
            [msg, ctx] if self.lang == Lang::Python && ctx.name == "context" && !f.name.starts_with('_') => {
                std::ptr::eq(*msg, p) && (ty(ctx).is_empty() || ty(ctx).ends_with("ServicerContext"))
            }
            _ => false,
        }
    }

    /// What parameter `i` of a service's method holds where the client gives it: an RPC
    /// service's message ([`Self::service_message`]), a GraphQL resolver's argument
    /// ([`Self::graphql_argument`]); `None` for any other parameter.
    fn service_argument(&self, f: &Function, i: usize) -> Option<Val> {
        let p = &f.params[i];
        if self.service_message(f, p) {
            return Some(Val::tainted("the RPC request"));
        }
        if !self.graphql_argument(f, i) {
            return None;
        }
        Some(match p.ty.as_deref() {
            _ if self.numeric_param(p) => Val::number(),
            Some(ty) => self.typed_fields(Val::tainted("the GraphQL argument"), &self.unaliased(ty)),
            None => Val::tainted("the GraphQL argument"),
        })
    }

    /// Whether parameter `i` of `f` is a client's argument to a GraphQL resolver method: `f`
    /// is a method of a models' `resolver_type` the file makes (`return &queryResolver{r}`),
    /// and the parameter comes after its `context.Context`, not the parent object (`obj`).
    fn graphql_argument(&self, f: &Function, i: usize) -> bool {
        let Some(class) = f.class.as_deref() else { return false };
        let mut own = f.params.iter().enumerate().filter(|(_, q)| !receiver_name(&q.name));
        let context =
            own.next().is_some_and(|(_, q)| q.ty.as_deref().is_some_and(|t| t.trim().ends_with("context.Context")));
        // The source is read last, once the parameter's place and the type's name qualify.
        context
            && own.any(|(j, q)| j == i && q.name != "obj")
            && self.models.matches(Word::ResolverType, class)
            && self.src.contains(&format!("&{class}{{"))
    }

    /// A parameter the framework fills with what a function or class of this file gives
    /// (`store: Store = Depends(get_store)`; `Depends()`: its declared class): that function
    /// run, or that class's constructor, with its own parameters filled as a handler's are
    /// (request data, or another dependency's unknown value). A class with no constructor of
    /// its own is left to the rules for the handler's parameters (a model of request fields).
    fn injected(&mut self, p: &Param, st: &mut State) -> Option<Val> {
        let c = self.injector(st, p)?;
        if !c.kwargs.is_empty() || c.args.len() > 1 {
            return None;
        }
        let maker = match c.args.first() {
            Some(f) => f.dotted()?,
            None => p.ty.as_deref()?.trim().to_string(),
        };
        let class = self.classes.contains(&maker);
        let fid = match class {
            true => *self.by_name.get(&format!("{maker}.__init__"))?.first()?,
            false => *self.by_name.get(&maker)?.first()?,
        };
        let args = self.dependency_args(fid, class, st);
        let this = Val { origin: Some(Rc::from(maker.as_str())), ..Val::unknown() };
        let (v, after, ..) = self.run_local(fid, &this, &args, &[]);
        Some(if class { Val { origin: this.origin, ..after.unwrap_or_default() } } else { super::eval::of_no_param(v) })
    }

    /// What the framework gives a dependency's parameters (after a constructor's `self`): what
    /// a handler's would hold; another dependency, an unknown value.
    fn dependency_args(&mut self, fid: usize, class: bool, st: &mut State) -> Vec<Val> {
        let f = &self.m.funcs[fid];
        let injected: Vec<bool> = f.params.iter().map(|p| self.injector(st, p).is_some()).collect();
        (usize::from(class)..f.params.len())
            .map(|i| if injected[i] { Val::unknown() } else { self.param_value(f, i, true, st) })
            .collect()
    }

    /// The call of the models' `injected_by` a parameter's default is (`Depends(get_store)`).
    fn injector<'p>(&self, st: &State, p: &'p Param) -> Option<&'p Call> {
        let ExprKind::Call(c) = &p.default.as_ref()?.kind else { return None };
        self.models_name(st, c, Word::InjectedBy).then_some(&**c)
    }

    /// A parameter no route or request type names: by its declared type (a number, a constant,
    /// a resource method's entity), else unknown (its default joined in).
    fn declared_param(&mut self, f: &Function, p: &Param, st: &mut State) -> Val {
        // A parameter declared with a type that holds no text (`gid: u32`, `int n`): a number.
        if self.numeric_param(p) {
            return Val::number();
        }
        if self.entity_param(f, p) {
            return Val::tainted("the request entity");
        }
        if let Some(ty) = p.ty.as_deref().filter(|t| self.constant_typed(t)) {
            return constant_of(ty);
        }
        let v = match &p.default {
            Some(d) => {
                let d = self.eval(st, d);
                d.join(&Val::unknown())
            }
            None => Val::unknown(),
        };
        match p.ty.as_deref() {
            Some(ty) => self.declared_object(v, ty),
            None => v,
        }
    }
}

impl Analysis<'_> {
    /// A type named by an import alias, by the name it was imported as (`UrlPath<String>` after
    /// `use axum::extract::Path as UrlPath` is `Path<String>`).
    fn unaliased(&self, ty: &str) -> String {
        let t = ty.trim();
        let end = t.find(['<', '(', ' ']).unwrap_or(t.len());
        let (head, rest) = t.split_at(end);
        match self.m.imports.get(head).and_then(|full| full.rsplit('.').next()) {
            Some(name) if name != head => format!("{name}{rest}"),
            _ => t.to_string(),
        }
    }

    /// Request data of a structure this file declares (`Query<Params>`): its fields of a type
    /// that holds no text are no request text (the framework rejects a request that does not
    /// convert); a field declared a sequence (`List[str]`, [`Self::sequence_item`]) is a list
    /// of such items.
    pub(super) fn typed_fields(&self, mut v: Val, ty: &str) -> Val {
        let words = ty.split(|c: char| !(c.is_alphanumeric() || c == '_'));
        let Some(fields) = words.filter_map(|w| self.m.fields.get(w)).next() else { return v };
        for (name, fty) in fields {
            let f = match self.sequence_item(fty) {
                Some(item) => Some(Val::list_of_each(self.typed_value(item).unwrap_or_else(|| v.derived()))),
                None => self.typed_value(fty),
            };
            if let Some(f) = f {
                v.parts.get_or_insert_with(Default::default).keys.insert(name.clone(), f);
            }
        }
        v
    }

    /// The type of the items of a Python sequence type a model declares (`List[str]`,
    /// `Optional[set[int]]`): a JSON array the framework converts into a list, its items of
    /// this type, its positions numbers. `None` for any other type (a `dict`, a mapping).
    fn sequence_item<'t>(&self, ty: &'t str) -> Option<&'t str> {
        if self.lang != Lang::Python {
            return None;
        }
        let mut t = ty.trim();
        for wrapper in ["Optional[", "typing.Optional["] {
            if let Some(inner) = t.strip_prefix(wrapper).and_then(|i| i.strip_suffix(']')) {
                t = inner.trim();
            }
        }
        let (outer, inner) = t.strip_suffix(']')?.split_once('[')?;
        let outer = outer.trim().trim_start_matches("typing.");
        let sequence = ["List", "list", "Sequence", "Set", "set", "FrozenSet", "frozenset", "conlist", "conset"];
        // One type of item: not a tuple's several (`Tuple[str, int]`).
        (sequence.contains(&outer) && !inner.contains(',')).then(|| inner.trim())
    }

    /// The request's entity: a parameter no annotation binds, of a resource method annotated
    /// as the models' `entity_method` name (JAX-RS `@POST String body`), not a framework object.
    fn entity_param(&self, f: &Function, p: &Param) -> bool {
        let unbound = p.ty.as_deref().is_some_and(|t| !t.contains('@')) && !framework_param(self.models, p);
        unbound && f.decorators.iter().any(|d| d.dotted().is_some_and(|n| self.models.is(Word::EntityMethod, &n)))
    }

    /// A value of a structure this file declares (a parameter, a method's receiver not known):
    /// an object of its class, whose methods are the class's (`encoder: ClipEncoder`, then
    /// `self.encoder.encode(..)`); a Python class's constant attributes; its fields of a
    /// constant type hold constants of the program (`order_by: &'static str`), whoever made it.
    pub(super) fn declared_object(&self, mut v: Val, ty: &str) -> Val {
        let held = held_type(ty);
        if v.origin.is_none() && self.classes.contains(held) {
            v.origin = Some(Rc::from(held));
        }
        if v.origin.is_none() {
            v.origin = self.library_type(ty);
        }
        // An object of a Python class of this file (`settings: EncodeSettings`): the attributes
        // its body sets that no method assigns ([`Self::note_class_attrs`]).
        for (name, a) in self.class_attrs.get(held).into_iter().flatten() {
            v.parts.get_or_insert_with(Default::default).keys.insert(name.clone(), a.clone());
        }
        let Some(fields) = self.m.fields.get(held) else { return v };
        for (name, fty) in fields.iter().filter(|(_, fty)| self.constant_typed(fty)) {
            v.parts.get_or_insert_with(Default::default).keys.insert(name.clone(), constant_of(fty));
        }
        v
    }

    /// The library class a Python annotation names through the file's imports
    /// (`session: requests.Session`, `client: Optional[httpx.Client]`, `root: "Path"`): an
    /// object of it, whose methods are the library's. Not a class of this file, nor a name
    /// no import binds.
    pub(super) fn library_type(&self, ty: &str) -> Option<Rc<str>> {
        if self.lang != Lang::Python {
            return None;
        }
        let mut t = ty.trim().trim_matches(['"', '\'']).trim();
        for wrapper in ["Optional[", "typing.Optional["] {
            if let Some(inner) = t.strip_prefix(wrapper).and_then(|i| i.strip_suffix(']')) {
                t = inner.trim();
            }
        }
        let t = match t.split('|').map(str::trim).filter(|p| *p != "None").collect::<Vec<_>>()[..] {
            [one] => one,
            _ => return None,
        };
        let plain = |c: char| c.is_alphanumeric() || c == '_' || c == '.';
        let first = t.split('.').next().unwrap_or(t);
        if t.is_empty()
            || !t.chars().all(plain)
            || self.classes.contains(t)
            || !(self.m.imports.contains_key(first) || self.m.modules.contains(first))
        {
            return None;
        }
        Some(Rc::from(self.m.resolve(t).as_str()))
    }

    /// Whether every value of the declared type is a constant string of the program: a
    /// reference to `str` whose lifetime the models' `constant_type` name (`&'static str`, also
    /// in an `Option`, a `Vec`, a set, or a map of them to them; not `&'static Mutex<String>`,
    /// nor a `Result` whose error is another type).
    fn constant_typed(&self, ty: &str) -> bool {
        let t = ty.trim();
        if t.starts_with("Result<") {
            return false;
        }
        // A map of constants to constants (`HashMap<&'static str, &'static str>`).
        let map = MAP_TYPES.iter().find_map(|w| t.strip_prefix(w)).and_then(|i| i.strip_suffix('>'));
        if let Some(inner) = map {
            let args: Vec<&str> = inner.split(',').collect();
            return args.len() == 2 && args.iter().all(|a| self.constant_typed(a));
        }
        let mut words = held_type(ty).split_whitespace();
        let (life, of) = (words.next().unwrap_or(""), words.next());
        self.models.is(Word::ConstantType, life) && of == Some("str") && words.next().is_none()
    }

    /// The value of a field of type `ty` filled from request text, where the type holds none:
    /// a number, or one of this file's enumerations (also in an `Option`, `Vec` or `Box`).
    fn typed_value(&self, ty: &str) -> Option<Val> {
        let last = held_type(ty);
        if self.numeric_typed(last) {
            return Some(Val::number());
        }
        if self.constant_typed(ty) {
            return Some(constant_of(ty));
        }
        self.m.is_enum(last).then(|| member(last))
    }

    /// Whether the framework converts the parameter's text to its declared type: Python's
    /// registered the view (`@app.get` of `app = FastAPI()`, not a Django view beside a Ninja
    /// API), elsewhere the file imports one that does, or the parameter has an annotation of one
    /// (`@RequestParam`), as the models' `converts_types` name them.
    fn converts(&self, f: &Function, p: &Param) -> bool {
        let imported = match self.lang {
            Lang::Python => self.view_framework(f).is_some(),
            _ => self
                .m
                .imports
                .values()
                .chain(self.m.modules.iter())
                .any(|full| self.models.is(Word::ConvertsTypes, full.split('.').next().unwrap_or(full))),
        };
        let annotated = p.ty.as_deref().is_some_and(|t| {
            t.split(|c: char| c.is_whitespace() || c == '(')
                .filter_map(|w| w.strip_prefix('@'))
                .any(|a| self.models.is(Word::ConvertsTypes, a))
        });
        imported || annotated
    }
}

/// A parameter a route template names: `<name>`, with a converter before the name (Flask's
/// `<int:id>`) or a filter after it (Bottle's `<p:path>`, Sanic's `<id:int>`).
#[derive(PartialEq)]
struct RouteParam {
    /// The one or two words of the placeholder.
    words: (String, Option<String>),
    /// Several segments (Rocket's `<path..>`).
    segments: bool,
}

impl RouteParam {
    fn names(&self, name: &str) -> bool {
        self.words.0 == name || self.words.1.as_deref() == Some(name)
    }

    /// Whether the word beside `name` converts it to a number (`int`, `float`, `uuid`); a
    /// placeholder of one word has no converter.
    fn number_for(&self, name: &str) -> bool {
        let other = match &self.words {
            (a, Some(b)) if a == name => b,
            (a, Some(b)) if b == name => a,
            _ => return false,
        };
        matches!(other.as_str(), "int" | "float" | "uuid")
    }
}

/// The parameters the route templates of a view's decorators name in `<..>`, or `None` where
/// no template names any (`/items/{id}` templates, decorators without one) or one of its
/// placeholders is not read: then every parameter may come from the request.
fn route_params(models: &Models, f: &Function) -> Option<Vec<RouteParam>> {
    let mut out = Vec::new();
    for d in &f.decorators {
        let ExprKind::Call(c) = &d.kind else { continue };
        if !c.func.dotted().is_some_and(|n| models.view_decorator(&n)) {
            continue;
        }
        // The route itself: a positional path (`/files/<name>`), or Rocket's `<form>` of data.
        let texts = c.args.iter().filter_map(|e| match &e.kind {
            ExprKind::Lit(Lit::Str(t)) if t.starts_with('/') || t.starts_with('<') => Some(t.as_str()),
            _ => None,
        });
        for t in texts {
            for (inside, _) in t.split('<').skip(1).filter_map(|rest| rest.split_once('>')) {
                // A placeholder not read (`<regex(".+"):page>`, `<p:re:.+>`): which parameters
                // the route names is not known, so every one may come from the request.
                let param = route_param(inside)?;
                out.push(param);
            }
        }
    }
    (!out.is_empty()).then_some(out)
}

/// The placeholder `inside` the `<..>` of a route: one word, or two around a `:`.
fn route_param(inside: &str) -> Option<RouteParam> {
    let word = |w: &str| {
        let w = w.trim().trim_end_matches("..");
        (!w.is_empty() && w.chars().all(|c| c.is_alphanumeric() || c == '_')).then(|| w.to_string())
    };
    let (a, b) = match inside.split_once(':') {
        Some((a, b)) => (word(a)?, Some(word(b)?)),
        None => (word(inside)?, None),
    };
    Some(RouteParam { words: (a, b), segments: inside.trim_end().ends_with("..") })
}

/// A member of enumeration `e`: no text an attacker chose.
fn member(e: &str) -> Val {
    Val { origin: Some(Rc::from(e)), nonconst: true, checked: true, ..Val::default() }
}

/// A web handler whose parameters come from the request: a route decorator (Flask, FastAPI,
/// Django REST), or a first parameter (after the receiver) named for the request, unless the
/// file itself calls the function (`called`: a helper).
/// A parameter named for the request but declared with a class of the file (`req: RenderRequest`,
/// `own_class` saying which, in Python) is that object, not the framework's request.
pub(super) fn is_view(models: &Models, f: &Function, called: bool, own_class: impl Fn(&str) -> bool) -> bool {
    let request_param =
        |p: &Param| models.is(Word::RequestParam, &p.name) && !p.ty.as_deref().is_some_and(|t| own_class(held_type(t)));
    f.decorators.iter().any(|d| d.dotted().is_some_and(|n| models.view_decorator(&n)))
        || !called
            && (f.params.iter().find(|p| !declared_receiver(&p.name)).is_some_and(request_param)
                || resolver_info(models, f).is_some())
}

/// Where a GraphQL resolver's `info` parameter is (the first or second after the receiver,
/// as the models' `resolver_param` name it): the parameters before it are the parent object.
/// A resolver by what GraphQL libraries make of one: graphene's `resolve_<field>` and `mutate`,
/// a field decorator (Ariadne's `@query.field("x")`), or `info` declared as one (Strawberry's
/// `info: Info`, graphene's `ResolveInfo`, graphql-core's `GraphQLResolveInfo`); never a
/// route's handler.
fn resolver_info(models: &Models, f: &Function) -> Option<usize> {
    let first = usize::from(f.params.first().is_some_and(|p| declared_receiver(&p.name)));
    let at = (first..(first + 2).min(f.params.len())).find(|&i| models.is(Word::ResolverParam, &f.params[i].name))?;
    let named = f.name.starts_with("resolve_") || f.name == "mutate";
    let typed = f.params[at]
        .ty
        .as_deref()
        .and_then(|t| t.trim().rsplit('.').next())
        .is_some_and(|t| matches!(t, "Info" | "ResolveInfo" | "GraphQLResolveInfo"));
    let field = f.decorators.iter().filter_map(|d| d.dotted()).any(|d| d.rsplit('.').next() == Some("field"));
    let route = f
        .decorators
        .iter()
        .any(|d| d.dotted().is_some_and(|n| models.view_decorator(&n) && !n.starts_with("strawberry.")));
    ((named || typed || field) && !route).then_some(at)
}

/// A value of a type whose every value is a constant of the program (see `constant_typed`): a
/// constant not known, or a collection of such (`HashSet<&'static str>`), whose items and
/// entries are too.
fn constant_of(ty: &str) -> Val {
    let t = ty.trim().trim_start_matches('&').trim_start();
    let collection = ["Vec<"].iter().chain(&SET_TYPES).chain(&MAP_TYPES).any(|w| t.starts_with(w));
    match collection {
        true => Val { parts: Some(Box::default()), ..Val::default() },
        false => Val::default(),
    }
}

/// A parameter of a web handler that is the framework's own object, not request data (the
/// response and the next handler of `(req, res, next)`, a servlet's `HttpServletResponse`).
fn framework_param(models: &Models, p: &Param) -> bool {
    let ty = |t: &str| {
        let generic = t.split('<').next().unwrap_or(t);
        // (A reference to one too: `ctx: &Context<'_>`.)
        let head = generic.rsplit(' ').next().unwrap_or(generic).trim_start_matches(['&', '*']);
        models.is(Word::FrameworkType, head.rsplit(['.', ':']).next().unwrap_or(head))
    };
    models.is(Word::FrameworkParam, &p.name) || p.ty.as_deref().is_some_and(ty)
}

/// The request data a parameter's declared type carries: an annotation written before the
/// type (`@RequestParam String name`), an extractor (`Query<Params>`, `HeaderMap`).
pub(super) fn request_source(models: &Models, ty: &str) -> Option<String> {
    let t = ty.trim();
    let annotated = t.split_whitespace().filter_map(|w| w.strip_prefix('@')).find(|a| {
        let name = a.split('(').next().unwrap_or(a);
        models.request_type(name.rsplit('.').next().unwrap_or(name)) == Some(Written::Annotation)
    });
    if let Some(a) = annotated {
        return Some(format!("the annotated request parameter `@{}`", a.split('(').next().unwrap_or(a)));
    }
    // A reference or pointer to it (`&CookieJar<'_>`, `&mut Form<T>`, `*amqp.Delivery`) is it too.
    let t = t.trim_start_matches(['&', '*']).trim_start_matches("mut ").trim_start();
    let head = t.split(['<', '(', ' ']).next().unwrap_or("");
    let last = type_head(t);
    // `Path<T>`: the extractor wraps its type (a bare `Path` is something else).
    let extracts = match models.request_type(last) {
        Some(Written::Bare) => true,
        Some(Written::Generic) => t.contains(['<', '(']),
        _ => false,
    };
    extracts.then(|| format!("the request extractor `{head}`"))
}

/// Whether what the handlers of a file return is sent as JSON: the file imports a framework
/// whose handlers do so (`json_views`), and names none of the keywords that make a route or an
/// application send pages (`response_class`, `default_response_class`).
pub(super) fn returns_json(m: &Module, models: &Models, src: &str) -> bool {
    let mut modules = m.imports.values().chain(m.modules.iter());
    modules.any(|full| {
        let unless = models.json_views(full.split('.').next().unwrap_or(full));
        unless.is_some_and(|u| !u.iter().any(|k| src.contains(k.as_str())))
    })
}
