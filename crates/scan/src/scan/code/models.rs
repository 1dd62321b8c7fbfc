//! Language semantics as data (`models:` in `config/rules/code/<lang>.yaml`): which calls end
//! a path, clean or validate a value, format a string, pass data through or keep constants
//! constant; what a container's methods do; and what marks a web handler and its request data.
//! The analysis knows no API by name: it asks these tables. Each group has examples that the
//! rule tests run (see [`Model::examples`]).

use std::collections::{HashMap, HashSet};
use std::path::Path;

use indexmap::IndexMap;
use serde::Deserialize;

use super::chars;
use super::chars::Flavour;
use super::names::{CalleeIndex, callee_matches};
use super::whole::Anchors;
use crate::diag::{Diagnostic, Pos};
use crate::scan::lex::Lang;
use crate::scan::secrets::Examples;
use crate::yaml;

/// Which argument of a call a rule looks at.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(untagged)]
pub enum ArgSel {
    Index(usize),
    Name(String),
}

/// One group as written: exactly one kind key (`exit:`, `guard:`, ...) naming what it covers,
/// the settings that kind reads, and examples.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawModel {
    exit: Option<Vec<String>>,
    sanitizer: Option<Vec<String>>,
    decoder: Option<Vec<String>>,
    part: Option<Vec<String>>,
    content_type: Option<Vec<String>>,
    guard: Option<Vec<String>>,
    index_of: Option<Vec<String>>,
    predicate: Option<Vec<String>>,
    formatter: Option<Vec<String>>,
    pure: Option<Vec<String>>,
    pass_through: Option<Vec<String>>,
    writer: Option<Vec<String>>,
    buffer: Option<Vec<String>>,
    empty: Option<Vec<String>>,
    content_test: Option<Vec<String>>,
    kept_if: Option<Vec<String>>,
    r#macro: Option<Vec<String>>,
    collection: Option<Vec<String>>,
    type_cast: Option<Vec<String>>,
    dispatch: Option<Vec<String>>,
    listener: Option<Vec<String>>,
    map: Option<Vec<String>>,
    container: Option<Vec<String>>,
    url_host: Option<Vec<String>>,
    truth_of: Option<Vec<String>>,
    any_item: Option<Vec<String>>,
    all_checks: Option<Vec<String>>,
    all_items: Option<Vec<String>>,
    char_class: Option<Vec<String>>,
    char_in: Option<Vec<String>>,
    text_chars: Option<Vec<String>>,
    text_length: Option<Vec<String>>,
    tag_validator: Option<Vec<String>>,
    tag_check: Option<Vec<String>>,
    declared_pattern: Option<Vec<String>>,
    field_check: Option<Vec<String>>,
    validated_class: Option<Vec<String>>,
    valid_param: Option<Vec<String>>,
    errors_param: Option<Vec<String>>,
    char_pattern: Option<Vec<String>>,
    first_char: Option<Vec<String>>,
    resolver_type: Option<Vec<String>>,
    fails: Option<Vec<String>>,
    receiver_true: Option<Vec<String>>,
    receiver_false: Option<Vec<String>>,
    redirect_prefix: Option<Vec<String>>,
    printf: Option<Vec<String>>,
    brace_format: Option<Vec<String>>,
    never_null: Option<Vec<String>>,
    collection_member: Option<Vec<String>>,
    statement_key: Option<Vec<String>>,
    shared_domain: Option<Vec<String>>,
    multiline_flag: Option<Vec<String>>,
    regex_flag: Option<Vec<String>>,
    converts_types: Option<Vec<String>>,
    json_views: Option<Vec<String>>,
    enum_base: Option<Vec<String>>,
    record_base: Option<Vec<String>>,
    service_base: Option<Vec<String>>,
    enum_member: Option<Vec<String>>,
    verbose_flag: Option<Vec<String>>,
    view_decorator: Option<Vec<String>>,
    request_param: Option<Vec<String>>,
    resolver_param: Option<Vec<String>>,
    framework_param: Option<Vec<String>>,
    injected_by: Option<Vec<String>>,
    response_param: Option<Vec<String>>,
    parameter_decorator: Option<Vec<String>>,
    framework_type: Option<Vec<String>>,
    context_type: Option<Vec<String>>,
    context_maker: Option<Vec<String>>,
    context_reader: Option<Vec<String>>,
    typed_insert: Option<Vec<String>>,
    typed_extractor: Option<Vec<String>>,
    request_store: Option<Vec<String>>,
    numeric_type: Option<Vec<String>>,
    constant_type: Option<Vec<String>>,
    equality: Option<Vec<String>>,
    entity_method: Option<Vec<String>>,
    invokes: Option<Vec<String>>,
    header_map: Option<Vec<String>>,
    collection_type: Option<Vec<String>>,
    number_field: Option<Vec<String>>,
    post_init: Option<Vec<String>>,
    list_maker: Option<Vec<String>>,
    joins_items: Option<Vec<String>>,
    site_url: Option<Vec<String>>,
    request_type: Option<Vec<String>>,
    entry_params: Option<Vec<String>>,
    statement_keyword: Option<Vec<String>>,
    constructor: Option<Vec<String>>,
    shell: Option<Vec<String>>,
    resolves_path: Option<Vec<String>>,
    relative_path: Option<Vec<String>>,
    behaviour: Option<Vec<Behaviour>>,
    /// `guard`: what it validates where it holds.
    checks: Option<Checks>,
    /// `guard`: it holds where its result is compared equal to a value, not where it is true.
    #[serde(default)]
    compared: bool,
    /// `guard`: its result is a count or a kind, 0 where the test fails (`net.isIP(h) === 0`).
    #[serde(default)]
    counts: bool,
    /// `guard`: it validates where its result is false (`typeof x === "object"` failing: no
    /// object).
    #[serde(default)]
    when_false: bool,
    /// `guard`: a suffix test that holds only of a URL's host (a `url_host` field) and a
    /// constant domain starting with `.` (`url.hostname.endsWith(".example.com")`): the URL
    /// leads to that domain's sites.
    #[serde(default)]
    host_suffix: bool,
    /// `guard`, `index_of`: the classes of `clears` it validates against only where the value it tests is a
    /// path a `resolves_path` call made, with no `..` left in it (a prefix test of
    /// `base + "/" + name` holds for `name = "../x"`).
    needs_resolved: Option<Vec<String>>,
    /// `guard` with `regex`: the attacks a whole match that ends with a constant domain and its
    /// leading dot (`https://[a-z]+\.example\.com`) validates against (an `Origin`: CWE-942).
    domain_end: Option<Vec<String>>,
    /// `guard`: the call tests a regular expression ([`RegexTest`]).
    regex: Option<RegexTest>,
    /// `sanitizer`: only when these keyword arguments are given one of these values.
    keyword: Option<IndexMap<String, Vec<String>>>,
    /// `sanitizer`: the classes of attack (CWE ids, `CWE-79`) its result is escaped against;
    /// without it, the result holds no text an attacker chooses (a number, a digest). `guard`:
    /// the attacks what it validates is safe against (a prefix check: paths, redirects);
    /// without it, every attack.
    clears: Option<Vec<String>>,
    /// `guard`, `index_of` (prefix tests): more attacks a prefix test validates against, but
    /// only where the prefix is a constant that fixes the site (`value::fixes_site`): `/files/`,
    /// `https://api.example.com/`, not `/` or `https://`.
    on_site: Option<Vec<String>>,
    /// `content_type`: the first argument names the header (`Content-Type`), the second is its
    /// value.
    #[serde(default)]
    header: bool,
    /// `content_type`: short type names (no `/`) the framework maps to a type that is no page
    /// (Express's `res.type('json')`); any other short name may be one (`htm`).
    plain_names: Option<Vec<String>>,
    /// `sanitizer`: only where its first argument is a constant whose text does not match this
    /// regex (a template with no raw-output tag: EJS `<%-`, Mustache `{{{`).
    unless_text: Option<String>,
    /// `sanitizer`: not when any of these keyword arguments is given (`quote(x, safe="&")`
    /// keeps `&`).
    unless_keyword: Option<Vec<String>>,
    /// `sanitizer`: the call's parameters in order, so that `keyword` and `unless_keyword`
    /// also see an argument given by position (`quote(x, "&")`).
    parameters: Option<Vec<String>>,
    /// `pure`: how a constant input is folded.
    fold: Option<Fold>,
    /// `pure`: the call compiles a regular expression from its first argument, keeping its flags
    /// in the result's text ([`Compiles`]).
    compiles: Option<Compiles>,
    /// `pure`: the result is the same kind of object as the receiver (`Path(p).resolve()` is a
    /// `pathlib.Path`), so its methods are known by the receiver's maker.
    #[serde(default)]
    same_kind: bool,
    /// `formatter`, `pure`: the arguments (`receiver` for the object) that choose what the call
    /// changes and are no part of its result (`re.sub`'s pattern, `replace`'s old text).
    selects: Option<Vec<ArgSel>>,
    /// `formatter`, `pure` with `selects`: what replaces what the first selected argument
    /// matches, and how that argument reads ([`Replaces`]).
    replaces: Option<Replaces>,
    /// `dispatch`, `map`: where the function is (the first of these given).
    function: Option<Vec<ArgSel>>,
    /// `map`: the argument whose items the function is called on; without it, the receiver.
    over: Option<ArgSel>,
    /// `map`: the function is given the receiver's value whole, and the call is what it
    /// returns (a promise's `then`), not a collection of what it returns for each item.
    #[serde(default)]
    whole: bool,
    /// `map`: the function runs with nothing where the receiver holds nothing, and the call is
    /// the receiver's value or what the function returns (`opt.orElseGet(() -> ..)`).
    #[serde(default)]
    fallback: bool,
    /// `map`: the call folds the items (`reduce`): the function is given an accumulator, first
    /// this argument, and an item, and the call is the last accumulator.
    initial: Option<ArgSel>,
    /// `dispatch`: the argument holding the tuple or list of arguments the function is given.
    arguments: Option<ArgSel>,
    /// `dispatch`: the function is given the positional arguments from this one on.
    arguments_from: Option<usize>,
    /// `listener`: the events (the first argument, a constant) whose function it describes;
    /// `"*"`: every event but those of `not_event`; none: the call names no event.
    event: Option<Vec<String>>,
    /// `listener` with `event: ["*"]`: the events the library itself raises.
    not_event: Option<Vec<String>>,
    /// `listener`: the library's object the function's first parameter is (a connection).
    gives: Option<String>,
    /// `container`: what the methods do.
    op: Option<ContainerOp>,
    /// `writer`: what the call writes to.
    into: Option<WritesTo>,
    /// `macro`: what the macro makes of its arguments.
    makes: Option<Makes>,
    /// `collection`: what the collection holds.
    items: Option<Items>,
    /// `request_type`: how the type is written on the parameter.
    written: Option<Written>,
    /// `entry_params`: what the first parameter holds, as findings describe it.
    source: Option<String>,
    /// `entry_params`: the parameter that holds it, where not the first (pika's `body` of
    /// `(ch, method, properties, body)`).
    data_param: Option<String>,
    /// `response_param`: the name the request (the destructured first parameter) is given, as
    /// the sources name it.
    request: Option<String>,
    /// `parameter_decorator`: the request data the parameter holds, as a source names it.
    holds: Option<String>,
    /// `shell`: the flags after which the shell takes a command line (`-c`).
    command_flags: Option<Vec<String>>,
    /// `tag_validator`: the key of the struct tags it checks (`binding`, `validate`).
    tag: Option<String>,
    /// `tag_validator`: functions that make its receiver (`validator.New`): a variable or field
    /// given what one makes is of the methods' type.
    made_by: Option<Vec<String>>,
    /// `tag_check`: the regular expression (RE2) a value must match whole.
    pattern: Option<String>,
    #[serde(default)]
    examples: Examples,
}

/// What a guard validates on the path where it holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Checks {
    /// The object the method is called on (`name.isalnum()`).
    Receiver,
    /// The first argument (`strings.HasPrefix(p, root)`).
    First,
    /// The second argument (`re.fullmatch(PATTERN, name)`).
    Second,
    /// The last argument (`PATTERN.fullmatch(name)`, `/^\w+$/.test(name)`).
    Last,
    /// The first argument, when the receiver is a collection the program fixes
    /// (`ALLOWED.has(x)`).
    Member,
    /// The second argument, when the first is a collection the program fixes
    /// (`slices.Contains(ALLOWED, x)`).
    MemberOfFirst,
    /// Every argument and every item of a list argument (`commonpath([base, p]) == base`).
    Items,
    /// Every argument, or the receiver of a call without arguments.
    Arguments,
}

/// A guard that tests a regular expression: where its pattern is and how the API anchors it.
/// With a constant pattern it validates what the pattern lets through
/// ([`super::whole::read`]), not every attack; where it fails, an unanchored test of one
/// character class (`re.search(r"[^\w.-]", name)`) leaves the text none of its characters.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RegexTest {
    /// The pattern: `receiver` (a compiled regex) or an argument.
    pub pattern: ArgSel,
    pub anchors: Anchors,
    /// The pattern is that of the receiver's own receiver (`P.matcher(x).find()`: `P`).
    #[serde(default)]
    pub of_receiver: bool,
    /// The pattern may be a JavaScript regex literal (`/^\w+$/m`), its flags after it.
    #[serde(default)]
    pub slashed: bool,
    /// The pattern's syntax.
    pub flavour: Flavour,
    /// The test gives `None` when it fails (Python's match objects), not `false`.
    #[serde(default)]
    pub none_on_failure: bool,
    /// Arguments that, given, limit the test to part of the text (Python's `pos`, `endpos`).
    #[serde(default)]
    pub limits: Vec<ArgSel>,
}

/// How a compiled regex keeps its flags in its text, for the tests that read it: as inline
/// flags (`re.compile(p, re.M)` is `(?m)p`), or as a JavaScript literal (`new RegExp(p, "m")`
/// is `/p/m`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Compiles {
    Inline,
    Slashed,
    /// Inline, and `^` and `$` always match at each line (Go's `MustCompilePOSIX`).
    Multiline,
}

/// A replacing call (`s.replace(old, new)`): the argument that replaces what its pattern (the
/// first `selects` argument) matches, and how the pattern reads.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Replaces {
    pub with: ArgSel,
    pub pattern: Pattern,
    /// Arguments that, given, limit how many matches are replaced (`str.replace`'s count).
    #[serde(default)]
    pub limit: Vec<ArgSel>,
    /// The new text that puts a backslash before the whole match in this API (`"\\$&"` in
    /// JavaScript, `"\\\\$0"` in Java).
    pub escape_match: Option<String>,
}

/// How a replacing call reads its pattern.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Pattern {
    /// Text, every occurrence replaced (`str.replace`, `strings.ReplaceAll`).
    Text,
    /// A regular expression, every match replaced (`re.sub`, Java's `replaceAll`).
    Regex,
    /// JavaScript's `replace`: a regex literal (`/[<>]/g`) replaces every match with its `g`
    /// flag, else the first; a string only its first occurrence.
    Slashed,
    /// JavaScript's `replaceAll`: a regex literal or a string, every match.
    SlashedAll,
    /// A map of old texts to new ones, every occurrence of each (Go's `strings.NewReplacer`);
    /// `with` is that map too.
    Pairs,
}

/// A constant operation a pure call folds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Fold {
    Upper,
    Lower,
    /// Without white space at either end (with arguments: the characters they name).
    Trim,
    /// Without white space at the start.
    TrimStart,
    /// Without white space at the end.
    TrimEnd,
    /// The receiver unchanged (`to_string`, `encode`).
    Same,
    /// The character at a position.
    CharAt,
    /// The characters of the receiver one by one (`toCharArray`, `chars`); of a constant,
    /// the same text.
    Chars,
    /// The characters from one position (to another).
    Substring,
    /// Some of the receiver's items, in its order (`xs.filter(ok)`): each one of them, at no
    /// known position.
    SomeItems,
    /// One of the receiver's items that passes a test (`xs.find(ok)`), or nothing.
    OneItem,
    /// Its one argument, a number, in another type of number (`os.FileMode(0o666)`).
    Number,
}

/// What a container method does to the container it is called on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ContainerOp {
    /// Adds its one argument at the end.
    PushBack,
    /// Adds its one argument at the front.
    PushFront,
    /// Adds every item of its one argument at the end.
    Extend,
    /// Takes the last item, the item at a constant position, or the entry at a constant key.
    Pop,
    /// Takes the last item.
    PopBack,
    /// Takes the first item.
    PopFront,
    /// Takes the item at a constant integer position, else the first item equal to the
    /// argument, or the entry at a constant key.
    RemoveAt,
    /// Takes the first item equal to the argument (integers too), or the entry at a key.
    RemoveValue,
    /// Sets the entry at the constant keys before the last argument to the last argument.
    Set,
    /// As `set`, when the entry is not set yet; as `get-or-insert`, a container method called
    /// on what it returns changes that entry (`d.setdefault(k, []).append(x)`).
    SetDefault,
    /// Sets every entry of its one argument.
    Update,
    /// Reads the entry at its constant keys, or its last argument (the default) when unset.
    Get,
    /// Reads the entry at its first argument, made first where there is none; a container
    /// method called on what it returns changes that entry of the map (Java's
    /// `m.computeIfAbsent(k, f).add(x)`, Rust's `m.entry(k).or_default().push(x)`).
    GetOrInsert,
    /// Reads the entry at its one key as a `[key, value]` pair, the key the container's own
    /// (Rust's `m.get_key_value(k)`): equal to the one given, but not made of it.
    GetEntry,
    /// Its `[key, value]` entries, one by one (`d.items()`).
    Entries,
    /// Its keys, one by one (`d.keys()`).
    Keys,
    /// Its values, one by one (`d.values()`).
    Values,
    /// Each item with its position, as `[position, item]` pairs, the position a number: of its
    /// one argument, as a function (`enumerate(xs)`; a dict's items are its keys), or of what it
    /// is called on where that is known as a list (JavaScript's `xs.entries()` of an array the
    /// file built or a `list_maker` made); called on anything else (a map, a form, URL
    /// parameters), its `[key, value]` entries (as `entries`).
    Indexed,
}

/// What a writer call appends to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WritesTo {
    /// The object the method is called on (`b.WriteString(s)`).
    Receiver,
    /// The first argument (`fmt.Fprintf(&b, format, s)`).
    First,
}

/// What a macro makes of its arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Makes {
    /// The string its format string and arguments make (`format!`).
    String,
    /// That string, appended to its first argument, the writer (`write!(s, ..)`).
    Written,
    /// A call given that string (`println!`, `panic!`, `info!`).
    Call,
    /// A list of its arguments (`vec!`).
    List,
    /// The string its arguments make, one after the other (`concat!`).
    Concatenation,
}

/// What a collection maker's collection holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Items {
    /// Its arguments (`List.of(a, b)`).
    Arguments,
    /// Its arguments as keys and values in turn (`Map.of(k1, v1, k2, v2)`): a map.
    Pairs,
    /// The items of the one collection it is given: a class whose constructor copies
    /// (`new HashSet<>(List.of(..))`).
    Copy,
    /// The entries of the one map a map class's constructor is given (`new HashMap<>(Map.of(..))`).
    MapCopy,
    /// The one list of `[key, value]` entries it is given: a map (`new Map([['k', 'v']])`).
    Entries,
}

/// How a parameter type that carries request data is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Written {
    /// The type itself (`HeaderMap`).
    Bare,
    /// A type wrapping the data's type (`Query<Params>`).
    Generic,
    /// An annotation on the parameter (`@RequestParam String name`).
    Annotation,
}

/// How the language or its frameworks behave, beyond single names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Behaviour {
    /// A method analysed alone starts with the fields its class's constructor sets (those no
    /// other method assigns): `self.arg = shlex.quote(arg)` stays quoted in `run`.
    ConstructorSeedsFields,
    /// A function's last result is its error (Go's `(T, error)`): a return whose error is not
    /// nil fails, and where a caller tests the error nil (`if err != nil { return }`) the
    /// values it took with it are what the returns that succeed give.
    ErrorLastResult,
    /// A method analysed alone starts with the fields the file's literals of its structure set
    /// (Go's `RequestGuard{id: regexp.MustCompile(..)}`), where every literal gives a known
    /// value and no function assigns the field.
    LiteralsSetFields,
    /// A local variable holding an object hides a module imported under the same name.
    LocalsShadowImports,
    /// Calls are also known by the declared class of their receiver (`Statement stmt;
    /// stmt.execute(..)` is `Statement.execute`), and a class written with its package by its
    /// simple name.
    DeclaredReceiverTypes,
    /// A dict or list a web handler returns is sent as JSON, not as a page.
    ViewsReturnContainersAsJson,
    /// A `for` over a collection gives its items (never a map's keys, never an index): a loop
    /// that goes on only with each item validated validates the collection.
    LoopsGiveItems,
    /// A `for` over a map, and a comprehension over one, gives its keys (Python's `for k in
    /// d`); over a list, its items.
    LoopsGiveKeys,
    /// An object given as an argument passes its keys as named options (`yaml.load(text,
    /// OPTIONS)` with `OPTIONS = { schema: .. }`), as one written in the call does.
    OptionsObjects,
    /// A value of the request may be a list (`?f[]=../x`): a failed test that it holds a
    /// character (`f.includes('/')`) says nothing of the text it makes.
    RequestValuesMayBeLists,
    /// A printf conversion refuses a value it does not fit (Java throws on `%d` of a string):
    /// what `%d` or `%.2f` writes is a number. Without it (Go writes `%!d(string=..)`), only
    /// the hex verbs (`%x`) write no text of the argument's.
    PrintfChecksTypes,
    /// Methods and variables have names apart: a call by a name reaches the method of that
    /// name even where a parameter has it (Java), where elsewhere the parameter hides it.
    MethodsApartFromVariables,
    /// Methods take exactly the arguments they declare, and a value of a structure of the file
    /// has none of another structure's (Rust): a call with other arguments, or on a value of
    /// another structure (`#[derive(Template)]`'s `render`), is not the file's method of that
    /// name. (A trait's default method of the file is not looked up.)
    MethodsOfOwnType,
    /// A parameter declared with a number type (`numeric_type`) holds a number whatever a call
    /// of the file passes it: the compiler refuses text there (Rust, Go, Java; not Python's
    /// annotations, which nothing enforces).
    TypedParameters,
}

/// The kind of a group, with its settings.
#[derive(Debug, Clone, PartialEq)]
pub enum Kind {
    /// The call ends the path (it raises or exits).
    Exit,
    /// The result is clean whatever the input (a cast, an escaper); with `keyword`, only when
    /// the call is given one of these keyword values.
    Sanitizer {
        keyword: Vec<(String, Vec<String>)>,
        /// Not when one of these keyword arguments is given.
        unless_keyword: Vec<String>,
        /// The call's parameters in order: where a keyword argument given by position is.
        parameters: Vec<String>,
        /// The CWE numbers of the attacks the result is escaped against; empty: the result
        /// holds no text an attacker chooses, harmless everywhere.
        clears: Vec<u16>,
        /// Only where the first argument is a constant not matching this.
        unless_text: Option<String>,
    },
    /// The result is its input with the escaping undone (`urllib.parse.unquote`): request data
    /// in it is raw again, whatever escaped it.
    Decoder,
    /// The result is a part of its input (`filepath.Ext(name)`, `uri.getScheme()`): a test of
    /// it validates neither the input nor what the input was derived from.
    Part,
    /// Sets the content type of the response it is called on (or, for a function, its first
    /// argument's): a constant type without `html` makes it no page on the paths after it.
    ContentType {
        header: bool,
        plain_names: Vec<String>,
    },
    /// Called on an enumeration the file declares (`Format.valueOf(s)`), the result is one of
    /// its members: no text an attacker chooses.
    EnumMember,
    /// Where the call's result holds, `checks` is validated: against the attacks it `clears`
    /// (CWE numbers), or every attack when it names none.
    Guard {
        checks: Checks,
        compared: bool,
        counts: bool,
        when_false: bool,
        host_suffix: bool,
        clears: Vec<u16>,
        on_site: Vec<u16>,
        needs_resolved: Vec<u16>,
        domain_end: Vec<u16>,
        regex: Option<RegexTest>,
    },
    /// The position of the argument in the receiver, -1 when absent: `== 0` tests a prefix,
    /// validating against the attacks it `clears` (every attack when it names none), `!= -1`
    /// membership.
    IndexOf {
        clears: Vec<u16>,
        on_site: Vec<u16>,
        needs_resolved: Vec<u16>,
    },
    /// The result says something about the inputs without carrying their data.
    Predicate,
    /// The result is a string assembled from the inputs (the template: the receiver's
    /// constant, else the first argument's).
    Formatter {
        selects: Vec<ArgSel>,
        replaces: Option<Replaces>,
    },
    /// The result is a constant when every input is.
    Pure {
        fold: Option<Fold>,
        same_kind: bool,
        compiles: Option<Compiles>,
        selects: Vec<ArgSel>,
        replaces: Option<Replaces>,
    },
    /// The result is the call's one argument itself, the same value in the same variable
    /// (`String::from(s)` is `s`).
    PassThrough,
    /// The call appends text to a buffer the function declares (`b.WriteString(s)`), `into`
    /// the receiver or the first argument.
    Writer(WritesTo),
    /// A type whose variables are buffers the function owns (`var b strings.Builder`,
    /// `new(bytes.Buffer)`), or a call that makes one (`bytes.NewBufferString(s)`): what a
    /// writer writes to them stays in the function.
    Buffer,
    /// The call without arguments makes an empty string (`String::new()`).
    Empty,
    /// The call is its one closure's test on what the receiver holds
    /// (`opt.is_some_and(|h| ALLOWED.contains(&h))`).
    ContentTest,
    /// The call is its one argument where its receiver, a test, holds, and nothing otherwise
    /// (`ok.then_some(v)`); with `function: [0]`, what its one closure (of no parameters)
    /// makes (`ok.then(|| v)`). Read where Rust is lowered.
    KeptIf {
        function: bool,
    },
    /// The call gives a path with no `.` or `..` segment left (`os.path.realpath(p)`,
    /// `filepath.Join(a, b)`): a prefix test of it keeps it under the prefix.
    ResolvesPath,
    /// The call gives the path `checks` names relative to a folder (`filepath.Rel(base, p)`,
    /// `os.path.relpath(p, base)`): where the result does not start with `..`, that path is
    /// in the folder, validated against the attacks `clears` names (of a resolved one only,
    /// for those `needs_resolved` names).
    RelativePath {
        checks: Checks,
        clears: Vec<u16>,
        needs_resolved: Vec<u16>,
    },
    /// A macro (named with its `!`) that makes a string or a list of its arguments.
    Macro(Makes),
    /// The call makes a collection of `items` (`List.of(a, b)`, `new ArrayList<>(list)`): a
    /// constant one is an allow-list.
    Collection(Items),
    /// The call converts its input to the type its turbofish names, or to the type it is a
    /// function of: a numeric one makes it a cast (`s.parse::<i32>()`, `u32::from(n)`).
    TypeCast,
    /// The call registers a function a library runs on an event (`ws.on('message', f)`): its
    /// parameters are client data (`source`) or, first, an object of the library (`gives`).
    Listener {
        function: Vec<ArgSel>,
        /// The events (the first argument) it describes; none: the call names no event, the
        /// function runs on every request the receiver serves (warp's `and_then`).
        events: Vec<String>,
        not_events: Vec<String>,
        given: Given,
    },
    /// The call runs a function it is given, with arguments it is given.
    Dispatch {
        function: Vec<ArgSel>,
        arguments: Option<ArgSel>,
        from: Option<usize>,
    },
    /// The call runs a function it is given on each item of a collection (`map(f, xs)`,
    /// `xs.map(f)`, `xs.forEach(f)`): its result holds what the function returns for an item.
    Map {
        function: Vec<ArgSel>,
        /// The argument holding the collection; `None`: the receiver.
        over: Option<ArgSel>,
        /// The function is given the receiver whole, and the call is what it returns.
        whole: bool,
        /// The function runs with nothing where the receiver holds nothing, and the call is the
        /// receiver's value or what the function returns (Java's `opt.orElseGet(() -> ..)`).
        fallback: bool,
        /// The call folds the items from this argument (`reduce`): the function is given the
        /// accumulator and an item, and the call is the last accumulator.
        initial: Option<ArgSel>,
    },
    /// Methods that change or read the container they are called on.
    Container(ContainerOp),
    /// Plain names of one kind, which the analysis asks about by name ([`Word`]).
    Word(Word),
    /// Frameworks (by the module the file imports) whose handlers send what they return as
    /// JSON (`fastapi`), unless a route decorator is given one of these keywords
    /// (`response_class=HTMLResponse`).
    JsonViews {
        unless_keyword: Vec<String>,
    },
    /// A function whose second parameter has one of these names (the response) and whose
    /// first is destructured gets the request, named `request`, in its first
    /// (`({ query }, res) => ...`).
    ResponseParam {
        request: String,
    },
    /// A parameter with one of these decorators (NestJS `@Body() dto`) holds this request data
    /// (`req.body`).
    ParameterDecorator {
        holds: String,
    },
    /// Parameter types that carry request data.
    RequestType(Written),
    /// A function whose parameters are exactly these gets request data in the first (or in
    /// `data_param`).
    EntryParams {
        source: String,
        data_param: Option<String>,
    },
    /// Keyword arguments that carry the statement or command when it is not passed by position.
    StatementKeyword,
    /// The names of a class's constructor (besides the class's own name).
    Constructor,
    /// Shell programs (`sh`, `cmd`), named in lower case without folder or `.exe`, that run
    /// the command line after one of `command_flags` (`["sh", "-c", cmd]`).
    Shell {
        command_flags: Vec<String>,
    },
    /// Methods, by their receiver's declared type (`gin.Context.ShouldBindJSON`,
    /// `validator.Validate.Struct`), that refuse a struct they are given (or fill) whose fields
    /// break the checks its `tag` tags declare (`binding:"oneof=a b"`, `validate:"alpha"`),
    /// returning an error; the checks hold where that error is nil. `made_by`: the functions
    /// that make such a receiver.
    TagValidator {
        tag: String,
        made_by: Vec<String>,
    },
    /// Validators a struct tag names (`alpha`, `uuid4`) that let only a whole match of
    /// `pattern` through.
    TagCheck {
        pattern: String,
    },
    Behaviour(Vec<Behaviour>),
}

/// The kinds of model that only list names, each asked about by name ([`Models::is`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Word {
    /// Fields of a parsed URL that say where it leads: validating one validates the URL.
    UrlHost,
    /// Functions whose result is true exactly where their one argument is (`bool(m)`): a
    /// test of the result is a test of the argument.
    TruthOf,
    /// Calls true where their one function holds for some item of the receiver, of the
    /// comprehension given, or of a function's first argument (`xs.iter().any(|a| ..)`,
    /// `xs.some(a => ..)`, `slices.ContainsFunc(xs, f)`): a test that an item equals a value
    /// is the value's membership of the collection; over a few constants, the test run on
    /// each.
    AnyItem,
    /// Calls true where every function of a collection holds for one value (`all(check(x) for
    /// check in CHECKS)`, `CHECKS.every(f => f(x))`): each of those functions' tests of it.
    AllChecks,
    /// Calls true where their one function holds for every item of the receiver, or of a
    /// comprehension's collection (`all(c in COLUMNS for c in cols)`, `cols.every(c => ..)`):
    /// what that function's test validates of an item, every item of the collection is.
    AllItems,
    /// Tests of one character true only of a letter or a digit (`c.is_ascii_alphanumeric()`,
    /// `Character.isLetterOrDigit(c)`): no special character passes.
    CharClass,
    /// Tests true where a text (the receiver, or the first argument) holds a character (the
    /// other argument): of a constant text, the character is one of its characters.
    CharIn,
    /// Calls that give the characters of the text they are called on, one at a time
    /// (`s.chars()`, `s.toCharArray()`).
    TextChars,
    /// Calls (or fields) that give the length of a text: of the receiver (`s.length()`,
    /// JavaScript's `s.length`) or of the one argument (Go's `len(s)`).
    TextLength,
    /// Calls whose `pattern` (or `regex`) keyword a framework searches for in a value as it
    /// builds it from the request (pydantic's `Field`, FastAPI's `Query`, msgspec's `Meta`): as
    /// a view's parameter's default or in its `Annotated[..]` type, or a field's of the model it
    /// is typed with.
    DeclaredPattern,
    /// Decorators of a model's method that the framework runs on the fields they name as it
    /// builds the model (pydantic's `@field_validator("url")`): what the method returns is the
    /// field's value.
    FieldCheck,
    /// Annotations of a class that make its framework validate the constraints declared on its
    /// methods' parameters as it binds them (Spring's `@Validated`, a JAX-RS resource's `@Path`).
    ValidatedClass,
    /// Annotations of a parameter that make the framework validate the constraints declared on
    /// the fields of the object it binds (`@Valid`).
    ValidParam,
    /// Parameter types that receive the validation errors instead of the request being refused
    /// (Spring's `BindingResult`): the constraints then hold only where the method checks them.
    ErrorsParam,
    /// Tests true where their first argument, one character, matches one of the literal
    /// patterns after it (Rust's `matches!(c, '-' | '_')`).
    CharPattern,
    /// Calls true where the first character of the text they are called on passes the test of
    /// their one argument, a function (`s.starts_with(|c: char| c.is_ascii_alphanumeric())`).
    FirstChar,
    /// Types whose methods resolve GraphQL fields (gqlgen's `queryResolver`, by patterns with
    /// one `*`), where the file makes one (`return &queryResolver{r}`): the parameters after the
    /// method's `context.Context` are the client's arguments, except the parent object `obj`.
    ResolverType,
    /// Calls whose result is a failure, a false value (Rust's `Err(..)`): a function of the
    /// file returning one fails there.
    Fails,
    /// Methods true exactly where their receiver is (`r.is_ok()`, `o.is_some()`).
    ReceiverTrue,
    /// Methods true exactly where their receiver is not (`r.is_err()`, `o.is_none()`).
    ReceiverFalse,
    /// Membership tests of a collection, never a text's substring test (`*.has`,
    /// `Set.contains`; `*.split.includes`: the method of a variable or field holding what a call
    /// named `split` made): one of a collection the server chose validates an allowed origin.
    CollectionMember,
    /// Functions whose result is never null (`errors.New`, `fmt.Errorf`): a function that
    /// returns one fails there, as one returning `new Error(..)` does.
    NeverNull,
    /// Functions given a printf format (`fmt.Sprintf`, `String.format`): what a hex conversion
    /// (`%x`) writes of its argument is hex digits, and what any numeric one (`%d`, `%.2f`)
    /// writes a number where the language refuses a value that does not fit
    /// ([`Behaviour::PrintfChecksTypes`]); a formatter's template is filled at its conversions.
    Printf,
    /// Formatters whose receiver is a template whose fields (`{}`, `{0}`, `{name}`) take the
    /// arguments (Python's `str.format`): of constants, a constant.
    BraceFormat,
    /// Constants a framework reads as "send the browser to what follows" (Spring's
    /// `redirect:` view name): such a constant and a path on this site lead to this site.
    RedirectPrefix,
    /// Keys of an object given as a call's statement that hold the statement (node-postgres's
    /// `{ text, values }`): the other keys are no part of it.
    StatementKey,
    /// Domains under which anyone may have a site (`github.io`): a host suffix test of one
    /// validates nothing; one written `=co.uk` is a public suffix, that name only.
    SharedDomain,
    /// Regex flags (`re.M`, `Pattern.MULTILINE`) that make `^` and `$` match at every line.
    MultilineFlag,
    /// Base classes that make a class an enumeration (`enum.Enum`).
    EnumBase,
    /// Base classes whose subclasses hold the fields they declare as their constructor is
    /// given them (pydantic's `BaseModel`).
    RecordBase,
    /// Base types (a pattern with one `*`: `Unimplemented*Server`, `*ImplBase`) that make a
    /// class's methods the handlers of an RPC service: their message parameters are request data.
    ServiceBase,
    /// Other regex flags, which change nothing a test's reading needs (`re.I`, `re.ASCII`).
    RegexFlag,
    /// Frameworks (by the module the file imports) or parameter annotations that convert a
    /// handler parameter's text to its declared type (`fastapi`, `RequestParam`).
    ConvertsTypes,
    /// Regex flags (`re.X`, `Pattern.COMMENTS`) that make whitespace and `#` comments no part
    /// of the pattern.
    VerboseFlag,
    /// Decorators that make a function a web handler.
    ViewDecorator,
    /// A function whose first parameter (after the receiver) has one of these names is a web
    /// handler.
    RequestParam,
    /// A function whose first or second parameter (after the receiver) has one of these names
    /// is a GraphQL resolver (graphene's and Ariadne's `(root, info, name)`): the parameters
    /// after it are the client's arguments, those before it the parent object.
    ResolverParam,
    /// Parameters of a web handler that are the framework's objects, not request data.
    FrameworkParam,
    /// Parameter types that are the framework's objects.
    FrameworkType,
    /// Types of the object a web framework hands every function that serves one request (echo's
    /// `echo.Context`, gin's `*gin.Context`), or calls that make one (`HttpServletRequest.getSession`):
    /// what a middleware stores in it by key (`c.Set("user", u)`) the handler reads
    /// (`c.Get("user")`), where it is request data; the types of one group are one object.
    ContextType,
    /// Calls that make a context holding a value under a key, from another context (Go's
    /// `context.WithValue(parent, key, v)`): what a reader of that key gets, in any function.
    ContextMaker,
    /// Calls that read a context's value by its key (Go's `r.Context().Value(key)`; a pattern
    /// with one `*`): what every maker stored under the key, as the key is written (a constant's
    /// name, `ctxKey{}`), where it is request data; anything else is not known.
    ContextReader,
    /// Calls that store their one argument among a request's extensions, keyed by its type
    /// (`req.extensions_mut().insert(user)`; patterns with one `*`).
    TypedInsert,
    /// Parameter types that hand a handler the request's extension of their type argument
    /// (axum's `Extension<User>`, actix's `ReqData<User>`, in an `Option` too): what every
    /// [`Word::TypedInsert`] call stored of that type (or, for a type that is none of the
    /// file's, of a type not known), where it is request data; anything else is not known.
    TypedExtractor,
    /// Objects that live as long as one request, by their path (Koa's `ctx.state`, Express's
    /// `res.locals`): what any function stores under them (`ctx.state.sort = col`), checked,
    /// constant or request data, is what a handler reads there.
    RequestStore,
    /// Defaults of a web handler's parameter that have the framework pass what a function of
    /// the file gives (FastAPI's `Depends(get_store)`): no request data of its own.
    InjectedBy,
    /// Parameter types that hold no text (numbers, dates, UUIDs).
    NumericType,
    /// Types whose values are constants of the program (Rust's `&'static str`).
    ConstantType,
    /// Calls true where their two values are equal (`a.equals(b)`, `Objects.equals(a, b)`).
    Equality,
    /// Annotations of a resource method whose parameter no annotation binds is the request's
    /// entity (JAX-RS `@POST`).
    EntityMethod,
    /// Methods that run the function their receiver is (`f.apply(x)` of a `Function`).
    Invokes,
    /// Calls that give a response its headers as one map (`withHeaders(Map.of(..))`): each
    /// entry is a header set, for the assignment rules on `headers`.
    HeaderMap,
    /// Types of collections (`HashMap`, `Vec`): a method of a receiver declared as one is the
    /// collection's, no sink a rule names by `*.get`.
    CollectionType,
    /// Fields that hold a number of any list or text they are read of (JavaScript's
    /// `length`): a number, unless the object may be a record of request data with such a key.
    NumberField,
    /// Methods a class's constructor runs after it sets the fields (a dataclass's
    /// `__post_init__`): what they validate of the fields holds of every object made.
    PostInit,
    /// Calls whose result is a list or a text, never a map (`strings.Split`, gin's
    /// `*.QueryArray`, JavaScript's `*.filter`): a loop's position over it is a number (Go's
    /// `for i, t := range xs`), as are its `length` (a `number_field`) and the positions of its
    /// `indexed` pairs (`xs.filter(f).entries()`).
    ListMaker,
    /// Formatters that join the items of a list with a separator (JavaScript's
    /// `lines.join("\n")`, Python's `"\n".join(lines)`): the text they build is the list's known
    /// items in order (`<?xml ..?>` first).
    JoinsItems,
    /// Sanitizers whose result is a URL of the app's own site (Flask's `url_for`): a redirect to
    /// it, or to a value that is it or nothing, stays on the site. (Read of a call the models
    /// also name a sanitizer.)
    SiteUrl,
}

impl Word {
    const ALL: [Word; 58] = [
        Word::NeverNull,
        Word::UrlHost,
        Word::TruthOf,
        Word::AnyItem,
        Word::AllChecks,
        Word::AllItems,
        Word::CharClass,
        Word::CharIn,
        Word::TextChars,
        Word::TextLength,
        Word::DeclaredPattern,
        Word::FieldCheck,
        Word::ValidatedClass,
        Word::ValidParam,
        Word::ErrorsParam,
        Word::CharPattern,
        Word::FirstChar,
        Word::ResolverType,
        Word::Fails,
        Word::ReceiverTrue,
        Word::ReceiverFalse,
        Word::CollectionMember,
        Word::Printf,
        Word::BraceFormat,
        Word::RedirectPrefix,
        Word::StatementKey,
        Word::SharedDomain,
        Word::MultilineFlag,
        Word::EnumBase,
        Word::RecordBase,
        Word::ServiceBase,
        Word::RegexFlag,
        Word::ConvertsTypes,
        Word::VerboseFlag,
        Word::ViewDecorator,
        Word::RequestParam,
        Word::ResolverParam,
        Word::FrameworkParam,
        Word::FrameworkType,
        Word::ContextType,
        Word::ContextMaker,
        Word::ContextReader,
        Word::TypedInsert,
        Word::TypedExtractor,
        Word::RequestStore,
        Word::InjectedBy,
        Word::NumericType,
        Word::ConstantType,
        Word::Equality,
        Word::EntityMethod,
        Word::Invokes,
        Word::HeaderMap,
        Word::CollectionType,
        Word::NumberField,
        Word::PostInit,
        Word::ListMaker,
        Word::JoinsItems,
        Word::SiteUrl,
    ];

    /// The key a group gives for it (`url_host`).
    fn key(self) -> &'static str {
        match self {
            Word::UrlHost => "url_host",
            Word::NeverNull => "never_null",
            Word::TruthOf => "truth_of",
            Word::AnyItem => "any_item",
            Word::AllChecks => "all_checks",
            Word::AllItems => "all_items",
            Word::CharClass => "char_class",
            Word::CharIn => "char_in",
            Word::TextChars => "text_chars",
            Word::TextLength => "text_length",
            Word::DeclaredPattern => "declared_pattern",
            Word::FieldCheck => "field_check",
            Word::ValidatedClass => "validated_class",
            Word::ValidParam => "valid_param",
            Word::ErrorsParam => "errors_param",
            Word::CharPattern => "char_pattern",
            Word::FirstChar => "first_char",
            Word::ResolverType => "resolver_type",
            Word::Fails => "fails",
            Word::ReceiverTrue => "receiver_true",
            Word::ReceiverFalse => "receiver_false",
            Word::CollectionMember => "collection_member",
            Word::Printf => "printf",
            Word::BraceFormat => "brace_format",
            Word::RedirectPrefix => "redirect_prefix",
            Word::StatementKey => "statement_key",
            Word::SharedDomain => "shared_domain",
            Word::MultilineFlag => "multiline_flag",
            Word::EnumBase => "enum_base",
            Word::RecordBase => "record_base",
            Word::ServiceBase => "service_base",
            Word::RegexFlag => "regex_flag",
            Word::ConvertsTypes => "converts_types",
            Word::VerboseFlag => "verbose_flag",
            Word::ViewDecorator => "view_decorator",
            Word::RequestParam => "request_param",
            Word::ResolverParam => "resolver_param",
            Word::FrameworkParam => "framework_param",
            Word::InjectedBy => "injected_by",
            Word::FrameworkType => "framework_type",
            Word::ContextType => "context_type",
            Word::ContextMaker => "context_maker",
            Word::ContextReader => "context_reader",
            Word::TypedInsert => "typed_insert",
            Word::TypedExtractor => "typed_extractor",
            Word::RequestStore => "request_store",
            Word::NumericType => "numeric_type",
            Word::ConstantType => "constant_type",
            Word::Equality => "equality",
            Word::EntityMethod => "entity_method",
            Word::Invokes => "invokes",
            Word::HeaderMap => "header_map",
            Word::CollectionType => "collection_type",
            Word::NumberField => "number_field",
            Word::PostInit => "post_init",
            Word::ListMaker => "list_maker",
            Word::JoinsItems => "joins_items",
            Word::SiteUrl => "site_url",
        }
    }
}

/// One group of a language's models.
#[derive(Debug, Clone, PartialEq)]
pub struct Model {
    pub kind: Kind,
    pub names: Vec<String>,
    /// Programs the group must decide right: every `match` example has a finding and no
    /// `no_match` example has one; without the group, at least one of them is decided wrong.
    pub examples: Vec<String>,
    pub no_match: Vec<String>,
}

/// The kinds keyed by call names, as positions in [`Models::call`]'s table of first groups.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum CallKind {
    Exit,
    Sanitizer,
    Guard,
    IndexOf,
    Predicate,
    Formatter,
    Pure,
    PassThrough,
    Writer,
    Buffer,
    Empty,
    ContentTest,
    KeptIf,
    ResolvesPath,
    Macro,
    Collection,
    TypeCast,
    Decoder,
    Part,
    ContentType,
    EnumMember,
    RelativePath,
    Dispatch,
    Listener,
    Map,
}

impl CallKind {
    const COUNT: usize = CallKind::Map as usize + 1;
}

/// The most classes of attack a language's models give bits to (the last two bits of what a
/// function validates for its callers tell of how its text starts: `exits::NO_OPTION`,
/// `exits::LOCAL_PATH`).
pub const MAX_CLASSES: usize = 62;

/// The attacks the analysis tests for by itself: a site the program chose (open redirects and
/// SSRF), an allowed origin (CORS).
const TESTED_ATTACKS: &[u16] = &[601, 918, 942];

/// A language's models, with the tables the analysis reads.
#[derive(Debug, Default)]
pub struct Models {
    pub groups: Vec<Model>,
    /// The groups of call kinds, by the callee patterns they name.
    calls: CalleeIndex<usize>,
    containers: HashMap<String, ContainerOp>,
    /// Plain names per kind.
    words: HashMap<Word, HashSet<String>>,
    request_types: HashMap<String, Written>,
    /// The request's name, by the response parameter's name beside it.
    responses: HashMap<String, String>,
    /// A sanitizer group's `unless_text`, compiled, by the group's index.
    unless_texts: HashMap<usize, regex::Regex>,
    /// The keywords that make a route's handler return a page, by the JSON framework's module.
    json_views: HashMap<String, Vec<String>>,
    /// The request data a parameter holds, by its decorator.
    parameter_decorators: HashMap<String, String>,
    entries: Vec<(Vec<String>, String, usize)>,
    statement_keywords: Vec<String>,
    constructors: Vec<String>,
    /// The command flags of each shell program.
    shells: HashMap<String, Vec<String>>,
    /// The tag key each struct-tag validating method checks, by its full name.
    tag_validators: HashMap<String, String>,
    /// The type each maker of a tag validator makes.
    validator_makers: HashMap<String, String>,
    /// The whole-match pattern of each struct-tag validator.
    tag_checks: HashMap<String, String>,
    /// Each `context_type`, by the first type of its group: the types of one group share what
    /// is stored in them (a servlet filter's `ServletRequest` and the servlet's
    /// `HttpServletRequest` are one request).
    context_groups: HashMap<String, String>,
    behaviours: HashSet<Behaviour>,
    /// The CWE numbers some sanitizer escapes against, each a bit of a [`Cleans::Against`]
    /// set (by position; at most 63: the last bit of what a function validates says it leaves no option).
    classes: Vec<u16>,
}

/// What a sanitizer call makes of its input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cleans {
    /// No text an attacker chooses is left (a number, a digest, the program's own output).
    Everything,
    /// The request data is escaped against these classes of attack ([`Models::class`] bits),
    /// and still attacks any other.
    Against(u64),
}

/// The sanitizer groups naming a call, at most four, in their order.
type Sanitizers = [Option<usize>; 4];

/// What the models say of one call, by its names: for each call kind, the first group (in file
/// order) naming it.
#[derive(Debug, Default, Clone, Copy)]
pub struct CallModels<'a> {
    pub exit: bool,
    /// What a guard validates, whether it holds where compared equal, and the classes of
    /// attack it validates against ([`Models::class`] bits; `None`: every attack).
    pub guard: Option<(Checks, bool, Option<u64>)>,
    /// A guard that tests a regular expression.
    pub regex: Option<&'a RegexTest>,
    /// A guard whose result is 0 where it fails (a count or a kind).
    pub counts: bool,
    /// A guard that validates where its result is false.
    pub when_false: bool,
    /// A guard that holds only as a domain suffix test of a URL's host.
    pub host_suffix: bool,
    /// An `index_of` call: the attacks a prefix test on it validates against (`None`: every
    /// attack).
    pub index_of: Option<Option<u64>>,
    /// A prefix test's more attacks where its prefix fixes the site (`on_site`, bits).
    pub on_site: u64,
    /// A guard's attacks it validates against only of a resolved path (`needs_resolved`, bits).
    pub needs_resolved: u64,
    /// A regex guard's attacks a whole match ending in a constant domain validates against
    /// (`domain_end`, bits).
    pub domain_end: u64,
    pub predicate: bool,
    pub formatter: bool,
    /// A pure call, with the fold its group gives (if any).
    pub pure: Option<Option<Fold>>,
    /// A pure method whose result is an object of its receiver's kind (`same_kind`).
    pub same_kind: bool,
    /// A pure call that compiles a regex ([`Compiles`]).
    pub compiles: Option<Compiles>,
    /// The arguments of a formatter or pure call that are no part of its result (`selects`).
    pub selects: &'a [ArgSel],
    /// A replacing call's replacement and pattern ([`Replaces`]).
    pub replaces: Option<&'a Replaces>,
    pub pass_through: bool,
    /// What a writer call appends to.
    pub writer: Option<WritesTo>,
    /// A buffer type, or a call that makes a buffer.
    pub buffer: bool,
    pub empty: bool,
    pub content_test: bool,
    /// The call gives a path with no `..` left ([`Kind::ResolvesPath`]).
    pub resolves_path: bool,
    /// [`Kind::KeptIf`], `Some(true)` with `function` (read where Rust is lowered).
    pub kept_if: Option<bool>,
    /// The call makes the path its `checks` names relative to a folder: the attacks a test that
    /// the result does not start with `..` validates that path against, and those of them it
    /// validates against only where the path is resolved ([`Kind::RelativePath`]).
    pub relative_path: Option<(Checks, Option<u64>, u64)>,
    /// What a macro makes of its arguments.
    pub makes: Option<Makes>,
    /// What the collection a collection maker makes holds.
    pub collection: Option<Items>,
    pub type_cast: bool,
    pub decoder: bool,
    pub part: bool,
    /// A call setting the response's content type: whether its first argument is the header's
    /// name, and the short type names that are no page ([`Kind::ContentType`]).
    pub content_type: Option<(bool, &'a [String])>,
    /// A member of the enumeration the call is made on ([`Kind::EnumMember`]).
    pub enum_member: bool,
    /// A dispatch group's kind ([`Kind::Dispatch`]).
    pub dispatch: Option<&'a Kind>,
    /// A listener group's kind ([`Kind::Listener`]).
    pub listener: Option<&'a Kind>,
    /// A map group's kind ([`Kind::Map`]).
    pub map: Option<&'a Kind>,
    /// The sanitizer groups naming the call (at most four; their keyword conditions are
    /// checked at the call, [`Models::sanitizes`]).
    sanitizers: Sanitizers,
}

impl CallModels<'_> {
    /// Whether the call makes a plain value of its inputs (a conversion, a string operation, a
    /// collection of them, an escaper): no object a query builder reads as SQL.
    pub fn makes_plain(&self) -> bool {
        self.pure.is_some() || self.pass_through || self.formatter || self.sanitizers.iter().any(Option::is_some)
    }
}

/// What a function a [`Kind::Listener`] registers is given.
#[derive(Debug, Clone, PartialEq)]
pub enum Given {
    /// Client data in every parameter the function does not call, as findings describe it
    /// (`a WebSocket message`).
    Data(String),
    /// The library's object in the first parameter, by the name its methods are known by
    /// (`ws.WebSocketServer.connection`).
    Object(String),
}

/// Where [`Models::new`] files a group of models: by the callee names it gives, as a set of
/// plain names (by the kind's tag), or in a table of the kind's own.
enum Filed {
    Call(CallKind),
    Word(Word),
    Own,
}

impl Kind {
    /// Where the kind is filed: every kind is placed here, so a new one must be.
    fn filed(&self) -> Filed {
        Filed::Call(match self {
            Kind::Exit => CallKind::Exit,
            Kind::Sanitizer { .. } => CallKind::Sanitizer,
            Kind::Guard { .. } => CallKind::Guard,
            Kind::IndexOf { .. } => CallKind::IndexOf,
            Kind::Predicate => CallKind::Predicate,
            Kind::Formatter { .. } => CallKind::Formatter,
            Kind::Pure { .. } => CallKind::Pure,
            Kind::PassThrough => CallKind::PassThrough,
            Kind::Writer(_) => CallKind::Writer,
            Kind::Buffer => CallKind::Buffer,
            Kind::Empty => CallKind::Empty,
            Kind::ContentTest => CallKind::ContentTest,
            Kind::KeptIf { .. } => CallKind::KeptIf,
            Kind::ResolvesPath => CallKind::ResolvesPath,
            Kind::RelativePath { .. } => CallKind::RelativePath,
            Kind::Macro(_) => CallKind::Macro,
            Kind::Collection(_) => CallKind::Collection,
            Kind::TypeCast => CallKind::TypeCast,
            Kind::Dispatch { .. } => CallKind::Dispatch,
            Kind::Listener { .. } => CallKind::Listener,
            Kind::Map { .. } => CallKind::Map,
            Kind::Decoder => CallKind::Decoder,
            Kind::Part => CallKind::Part,
            Kind::ContentType { .. } => CallKind::ContentType,
            Kind::EnumMember => CallKind::EnumMember,
            Kind::Word(w) => return Filed::Word(*w),
            Kind::Container(_)
            | Kind::ResponseParam { .. }
            | Kind::JsonViews { .. }
            | Kind::ParameterDecorator { .. }
            | Kind::RequestType(_)
            | Kind::EntryParams { .. }
            | Kind::StatementKeyword
            | Kind::Constructor
            | Kind::Shell { .. }
            | Kind::TagValidator { .. }
            | Kind::TagCheck { .. }
            | Kind::Behaviour(_) => return Filed::Own,
        })
    }

    /// The call kind, for kinds keyed by callee names.
    fn call_kind(&self) -> Option<CallKind> {
        match self.filed() {
            Filed::Call(kind) => Some(kind),
            Filed::Word(_) | Filed::Own => None,
        }
    }
}

impl Models {
    pub fn new(groups: Vec<Model>) -> Models {
        let mut m = Models { groups, ..Models::default() };
        let groups = std::mem::take(&mut m.groups);
        for (g, model) in groups.iter().enumerate() {
            m.note_classes(g, model);
        }
        // The attacks special characters make: data left none of those one needs is escaped
        // against it, whether or not a model names it; and those the analysis tells by itself
        // (a site the program chose: open redirects and SSRF; an allowed origin: CORS).
        for c in chars::ATTACKS.iter().chain(TESTED_ATTACKS) {
            if !m.classes.contains(c) && m.classes.len() < MAX_CLASSES {
                m.classes.push(*c);
            }
        }
        for (g, model) in groups.iter().enumerate() {
            match model.kind.filed() {
                Filed::Call(_) => {
                    for n in &model.names {
                        m.calls.insert(n, g);
                    }
                }
                Filed::Word(w) => {
                    if w == Word::ContextType
                        && let Some(first) = model.names.first()
                    {
                        m.context_groups.extend(model.names.iter().map(|n| (n.clone(), first.clone())));
                    }
                    m.words.entry(w).or_default().extend(model.names.iter().cloned());
                }
                Filed::Own => m.file_own(model),
            }
        }
        m.groups = groups;
        m
    }

    /// The classes of attack group `g` names (to give each a bit), and its `unless_text` pattern.
    fn note_classes(&mut self, g: usize, model: &Model) {
        if let Kind::Sanitizer { unless_text: Some(t), .. } = &model.kind
            && let Ok(re) = regex::Regex::new(t)
        {
            self.unless_texts.insert(g, re);
        }
        let (on_site, domain_end): (&[u16], &[u16]) = match &model.kind {
            Kind::Guard { on_site, domain_end, .. } => (on_site, domain_end),
            Kind::IndexOf { on_site, .. } => (on_site, &[]),
            _ => (&[], &[]),
        };
        if let Kind::Sanitizer { clears, .. }
        | Kind::Guard { clears, .. }
        | Kind::IndexOf { clears, .. }
        | Kind::RelativePath { clears, .. } = &model.kind
        {
            for c in clears.iter().chain(on_site).chain(domain_end) {
                if !self.classes.contains(c) && self.classes.len() < MAX_CLASSES {
                    self.classes.push(*c);
                }
            }
        }
    }

    /// A group filed neither by callee names nor as plain names: in its kind's own table.
    fn file_own(&mut self, model: &Model) {
        match &model.kind {
            Kind::Container(op) => {
                for n in &model.names {
                    self.containers.entry(n.clone()).or_insert(*op);
                }
            }
            Kind::RequestType(w) => {
                for n in &model.names {
                    self.request_types.entry(n.clone()).or_insert(*w);
                }
            }
            Kind::ResponseParam { request } => {
                for n in &model.names {
                    self.responses.entry(n.clone()).or_insert_with(|| request.clone());
                }
            }
            Kind::JsonViews { unless_keyword } => {
                for n in &model.names {
                    self.json_views.entry(n.clone()).or_insert_with(|| unless_keyword.clone());
                }
            }
            Kind::ParameterDecorator { holds } => {
                for n in &model.names {
                    self.parameter_decorators.entry(n.clone()).or_insert_with(|| holds.clone());
                }
            }
            Kind::EntryParams { source, data_param } => {
                let at = data_param.as_ref().and_then(|d| model.names.iter().position(|n| n == d)).unwrap_or(0);
                self.entries.push((model.names.clone(), source.clone(), at));
            }
            Kind::StatementKeyword => self.statement_keywords.extend(model.names.iter().cloned()),
            Kind::Constructor => self.constructors.extend(model.names.iter().cloned()),
            Kind::Shell { command_flags } => {
                for n in &model.names {
                    self.shells.entry(n.clone()).or_insert_with(|| command_flags.clone());
                }
            }
            Kind::TagValidator { .. } | Kind::TagCheck { .. } => self.file_tags(model),
            Kind::Behaviour(b) => self.behaviours.extend(b.iter().copied()),
            // Filed above, by callee names or as plain names.
            Kind::Exit
            | Kind::Sanitizer { .. }
            | Kind::Guard { .. }
            | Kind::IndexOf { .. }
            | Kind::Predicate
            | Kind::Formatter { .. }
            | Kind::Pure { .. }
            | Kind::PassThrough
            | Kind::Writer(_)
            | Kind::Buffer
            | Kind::Empty
            | Kind::ContentTest
            | Kind::KeptIf { .. }
            | Kind::ResolvesPath
            | Kind::RelativePath { .. }
            | Kind::Macro(_)
            | Kind::Collection(_)
            | Kind::TypeCast
            | Kind::Decoder
            | Kind::Part
            | Kind::ContentType { .. }
            | Kind::EnumMember
            | Kind::Dispatch { .. }
            | Kind::Listener { .. }
            | Kind::Map { .. }
            | Kind::Word(_) => {}
        }
    }

    /// A group of the models of struct tags ([`Kind::TagValidator`], [`Kind::TagCheck`]).
    fn file_tags(&mut self, model: &Model) {
        match &model.kind {
            Kind::TagValidator { tag, made_by } => {
                for n in &model.names {
                    self.tag_validators.entry(n.clone()).or_insert_with(|| tag.clone());
                }
                // What the group's makers make: the type its methods are named by.
                if let Some((ty, _)) = model.names.first().and_then(|n| n.rsplit_once('.')) {
                    for f in made_by {
                        self.validator_makers.entry(f.clone()).or_insert_with(|| ty.to_string());
                    }
                }
            }
            Kind::TagCheck { pattern } => {
                for n in &model.names {
                    self.tag_checks.entry(n.clone()).or_insert_with(|| pattern.clone());
                }
            }
            _ => {}
        }
    }

    /// What the models say of a call known by `names`.
    pub fn call(&self, names: &[String]) -> CallModels<'_> {
        self.call_by(names, false)
    }

    /// What the models say of a call, or a field (`pathlib.Path.name`: a field is not called,
    /// and `*.digest` names calls only), by the names they write out, no wildcard
    /// (`strings.Replace`, not `*.replace`).
    pub fn call_exact(&self, names: &[String]) -> CallModels<'_> {
        self.call_by(names, true)
    }

    fn call_by(&self, names: &[String], exact: bool) -> CallModels<'_> {
        let (first, sanitizers) = self.groups_of(names, exact);
        let kind = |k: CallKind| first[k as usize].map(|g| &self.groups[g].kind);
        let mut out = CallModels { sanitizers, ..CallModels::default() };
        self.tests_of(&mut out, kind);
        out.formatter = kind(CallKind::Formatter).is_some();
        (out.pure, out.same_kind, out.compiles) = match kind(CallKind::Pure) {
            Some(Kind::Pure { fold, same_kind, compiles, .. }) => (Some(*fold), *same_kind, *compiles),
            _ => (None, false, None),
        };
        (out.selects, out.replaces) = match (kind(CallKind::Formatter), kind(CallKind::Pure)) {
            (Some(Kind::Formatter { selects, replaces, .. }), _)
            | (None, Some(Kind::Pure { selects, replaces, .. })) => (selects.as_slice(), replaces.as_ref()),
            _ => (&[][..], None),
        };
        out.pass_through = kind(CallKind::PassThrough).is_some();
        out.writer = match kind(CallKind::Writer) {
            Some(Kind::Writer(into)) => Some(*into),
            _ => None,
        };
        out.buffer = kind(CallKind::Buffer).is_some();
        out.empty = kind(CallKind::Empty).is_some();
        out.content_test = kind(CallKind::ContentTest).is_some();
        out.kept_if = match kind(CallKind::KeptIf) {
            Some(Kind::KeptIf { function }) => Some(*function),
            _ => None,
        };
        out.resolves_path = kind(CallKind::ResolvesPath).is_some();
        out.relative_path = match kind(CallKind::RelativePath) {
            Some(Kind::RelativePath { checks, clears, needs_resolved }) => {
                let resolved = needs_resolved.iter().fold(0, |m, c| m | self.bit(*c));
                Some((*checks, self.mask(clears), resolved))
            }
            _ => None,
        };
        out.makes = match kind(CallKind::Macro) {
            Some(Kind::Macro(makes)) => Some(*makes),
            _ => None,
        };
        out.collection = match kind(CallKind::Collection) {
            Some(Kind::Collection(items)) => Some(*items),
            _ => None,
        };
        out.type_cast = kind(CallKind::TypeCast).is_some();
        out.decoder = kind(CallKind::Decoder).is_some();
        out.part = kind(CallKind::Part).is_some();
        out.content_type = match kind(CallKind::ContentType) {
            Some(Kind::ContentType { header, plain_names }) => Some((*header, plain_names.as_slice())),
            _ => None,
        };
        out.enum_member = kind(CallKind::EnumMember).is_some();
        out.dispatch = kind(CallKind::Dispatch);
        out.listener = kind(CallKind::Listener);
        // A call registering a listener maps no items (warp's `and_then` is no `Option`'s).
        out.map = kind(CallKind::Map).filter(|_| out.listener.is_none());
        out
    }

    /// The first group of each kind naming one of `names` (by pattern, or `exact`ly as written),
    /// and the sanitizers naming them.
    fn groups_of(&self, names: &[String], exact: bool) -> ([Option<usize>; CallKind::COUNT], Sanitizers) {
        let mut first: [Option<usize>; CallKind::COUNT] = [None; CallKind::COUNT];
        let mut out = Sanitizers::default();
        let mut sanitizers = 0;
        for name in names {
            let (any, only) = match exact {
                false => (Some(self.calls.matching(name)), None),
                true => (None, Some(self.calls.exactly(name))),
            };
            for g in any.into_iter().flatten().chain(only.into_iter().flatten()) {
                let Some(kind) = self.groups[*g].kind.call_kind() else { continue };
                if kind == CallKind::Sanitizer && sanitizers < out.len() && !out.contains(&Some(*g)) {
                    out[sanitizers] = Some(*g);
                    sanitizers += 1;
                }
                let slot = &mut first[kind as usize];
                if slot.is_none_or(|f| *g < f) {
                    *slot = Some(*g);
                }
            }
        }
        (first, out)
    }

    /// What the models say of a call as a test of its input: an exit, a guard, an `index_of`,
    /// a predicate.
    fn tests_of<'m>(&'m self, out: &mut CallModels<'m>, kind: impl Fn(CallKind) -> Option<&'m Kind>) {
        out.exit = kind(CallKind::Exit).is_some();
        out.guard = match kind(CallKind::Guard) {
            Some(Kind::Guard {
                checks,
                compared,
                counts,
                when_false,
                host_suffix,
                clears,
                on_site,
                needs_resolved,
                domain_end,
                regex,
            }) => {
                out.domain_end = domain_end.iter().fold(0, |m, c| m | self.bit(*c));
                out.on_site = on_site.iter().fold(0, |m, c| m | self.bit(*c));
                out.needs_resolved = needs_resolved.iter().fold(0, |m, c| m | self.bit(*c));
                out.regex = regex.as_ref();
                out.counts = *counts;
                out.when_false = *when_false;
                out.host_suffix = *host_suffix;
                Some((*checks, *compared, self.mask(clears)))
            }
            _ => None,
        };
        out.index_of = match kind(CallKind::IndexOf) {
            Some(Kind::IndexOf { clears, on_site, needs_resolved }) => {
                out.on_site = on_site.iter().fold(0, |m, c| m | self.bit(*c));
                out.needs_resolved = needs_resolved.iter().fold(0, |m, c| m | self.bit(*c));
                Some(self.mask(clears))
            }
            _ => None,
        };
        out.predicate = kind(CallKind::Predicate).is_some();
    }

    /// What the sanitizers naming the call make of its input (`first_text`: its first argument's
    /// constant text, for `unless_text`), their keyword conditions met by
    /// `keyword` (the argument of a name, or at a position when the group's `parameters` place
    /// the name there, as written: a name or a string in double quotes, `?` for anything else;
    /// `None` when it is not given): `None` when none does. Where several do (a bare name two
    /// libraries use), only what all of them clear.
    pub fn sanitizes(
        &self,
        call: &CallModels<'_>,
        keyword: impl Fn(&str, Option<usize>) -> Option<String>,
        first_text: Option<&str>,
    ) -> Option<Cleans> {
        let mut out = None;
        for g in call.sanitizers.iter().flatten() {
            let Kind::Sanitizer { keyword: want, unless_keyword, clears, parameters, .. } = &self.groups[*g].kind
            else {
                continue;
            };
            if let Some(re) = self.unless_texts.get(g)
                && first_text.is_none_or(|t| re.is_match(t))
            {
                continue;
            }
            let keyword = |k: &str| keyword(k, parameters.iter().position(|p| p == k));
            if !want.iter().all(|(k, values)| keyword(k).is_some_and(|v| values.contains(&v)))
                || unless_keyword.iter().any(|k| keyword(k).is_some())
            {
                continue;
            }
            let this = match clears.iter().fold(0, |m, c| m | self.bit(*c)) {
                _ if clears.is_empty() => Cleans::Everything,
                mask => Cleans::Against(mask),
            };
            out = Some(match (out, this) {
                (None | Some(Cleans::Everything), this) => this,
                (Some(Cleans::Against(m)), Cleans::Everything) => Cleans::Against(m),
                (Some(Cleans::Against(m)), Cleans::Against(n)) => Cleans::Against(m & n),
            });
        }
        out
    }

    /// The class of attack a rule's CWE id (`CWE-79`) is, as a bit of [`Cleans::Against`]: 0
    /// when no sanitizer escapes against it (nothing is escaped for it, then).
    pub fn class(&self, cwe: &str) -> u64 {
        cwe_number(cwe).map_or(0, |n| self.bit(n))
    }

    /// The classes a guard's `clears` names, as bits; `None` when it names none (every attack).
    fn mask(&self, clears: &[u16]) -> Option<u64> {
        (!clears.is_empty()).then(|| clears.iter().fold(0, |m, c| m | self.bit(*c)))
    }

    /// The classes of attack request data is escaped against once replacements left it none
    /// of the special characters `removed`, and only backslash-escaped ones of `backslashed`
    /// ([`chars::needed`]).
    pub fn escaped_by(&self, removed: u64, backslashed: u64) -> u64 {
        self.classes.iter().enumerate().fold(0, |m, (i, cwe)| match chars::needed(*cwe) {
            Some((need, backslash)) if need & !removed & !(if backslash { backslashed } else { 0 }) == 0 => m | 1 << i,
            _ => m,
        })
    }

    /// `against` (None: every attack) less the attacks that need one of `chars`: what a value
    /// validated after they were taken from it is validated against.
    pub fn without_needing(&self, against: Option<u64>, chars: u64) -> Option<u64> {
        let every = if self.classes.len() >= 64 { u64::MAX } else { (1u64 << self.classes.len()) - 1 };
        Some(against.unwrap_or(every) & !self.needing(chars))
    }

    /// The classes of attack that need one of these special characters ([`chars::needed`]).
    pub fn needing(&self, chars: u64) -> u64 {
        self.classes.iter().enumerate().fold(0, |m, (i, cwe)| match chars::needed(*cwe) {
            Some((need, _)) if need & chars != 0 => m | 1 << i,
            _ => m,
        })
    }

    fn bit(&self, cwe: u16) -> u64 {
        self.classes.iter().position(|c| *c == cwe).map_or(0, |i| 1 << i)
    }

    /// Whether some group names a call known by `names`, or a container method `method`: a
    /// library's, by the models.
    pub fn knows(&self, names: &[String], method: &str) -> bool {
        let (first, sanitizers) = self.groups_of(names, false);
        first.iter().chain(&sanitizers).any(Option::is_some) || self.containers.contains_key(method)
    }

    pub fn container(&self, method: &str) -> Option<ContainerOp> {
        self.containers.get(method).copied()
    }

    /// The names `word` gives.
    pub fn names(&self, word: Word) -> impl Iterator<Item = &str> {
        self.words.get(&word).into_iter().flatten().map(String::as_str)
    }

    /// The group of a `context_type` (by its group's first type), where the models name it.
    pub fn context_group(&self, ty: &str) -> Option<&str> {
        self.context_groups.get(ty).map(String::as_str)
    }

    /// Whether a model of kind `word` names `name`.
    pub fn is(&self, word: Word, name: &str) -> bool {
        self.words.get(&word).is_some_and(|w| w.contains(name))
    }

    /// Whether `word` names `name` by one of its patterns (`Unimplemented*Server`: a start and
    /// an end around anything; a word without `*`, itself).
    pub fn matches(&self, word: Word, name: &str) -> bool {
        self.words.get(&word).is_some_and(|w| {
            w.iter().any(|p| match p.split_once('*') {
                Some((start, end)) => {
                    name.len() > start.len() + end.len() && name.starts_with(start) && name.ends_with(end)
                }
                None => p == name,
            })
        })
    }

    /// Whether `word` names a call known by `names`, or a method of that name on any receiver
    /// (`*.has`).
    pub fn names_call(&self, word: Word, names: &[String], method: Option<&str>) -> bool {
        let Some(w) = self.words.get(&word) else { return false };
        names.iter().any(|n| w.contains(n)) || method.is_some_and(|m| w.contains(&format!("*.{m}")))
    }

    /// Whether `domain` is, or is under, a domain where anyone may have a site; or is itself a
    /// public suffix, listed with `=` (`=co.uk`: anyone may register a domain under it, each of
    /// those one owner's).
    pub fn shared_domain(&self, domain: &str) -> bool {
        if self.is(Word::SharedDomain, &format!("={domain}")) {
            return true;
        }
        let mut d = domain;
        loop {
            if self.is(Word::SharedDomain, d) {
                return true;
            }
            match d.split_once('.') {
                Some((_, rest)) => d = rest,
                None => return false,
            }
        }
    }

    /// Whether a decorator, by its dotted name as written, makes a web handler.
    pub fn view_decorator(&self, name: &str) -> bool {
        self.words.get(&Word::ViewDecorator).is_some_and(|w| w.iter().any(|p| callee_matches(p, name) || p == name))
    }

    /// The name of the request beside a response parameter of this name, when it is one.
    pub fn response_param(&self, name: &str) -> Option<&str> {
        self.responses.get(name).map(String::as_str)
    }

    /// For a framework whose handlers return JSON (`json_views`, by the module's name): the route
    /// decorator's keywords that make it return a page instead.
    pub fn json_views(&self, module: &str) -> Option<&[String]> {
        self.json_views.get(module).map(Vec::as_slice)
    }

    /// The request data (`req.body`) a parameter decorated with `name` (`Body`) holds.
    pub fn parameter_decorator(&self, name: &str) -> Option<&str> {
        self.parameter_decorators.get(name).map(String::as_str)
    }

    pub fn request_type(&self, name: &str) -> Option<Written> {
        self.request_types.get(name).copied()
    }

    /// The description of the request data a function with exactly these parameters gets, and
    /// the parameter it gets it in.
    pub fn entry(&self, params: &[&str]) -> Option<(&str, usize)> {
        self.entries
            .iter()
            .find(|(names, ..)| names.iter().map(String::as_str).eq(params.iter().copied()))
            .map(|(_, s, at)| (s.as_str(), *at))
    }

    pub fn statement_keywords(&self) -> &[String] {
        &self.statement_keywords
    }

    pub fn constructors(&self) -> &[String] {
        &self.constructors
    }

    /// The flags after which a shell program (lower case, without folder or `.exe`) takes a
    /// command line, when it is a shell.
    pub fn shell_command_flags(&self, program: &str) -> Option<&[String]> {
        self.shells.get(program).map(Vec::as_slice)
    }

    /// The key of the struct tags a method checks of the struct it is given (`binding` of
    /// `gin.Context.ShouldBindJSON`), by one of `names`.
    pub fn tag_validator(&self, names: &[String]) -> Option<&str> {
        names.iter().find_map(|n| self.tag_validators.get(n)).map(String::as_str)
    }

    /// The type of tag validator a function makes (`validator.Validate` of `validator.New`).
    pub fn validator_made_by(&self, names: &[String]) -> Option<&str> {
        names.iter().find_map(|n| self.validator_makers.get(n)).map(String::as_str)
    }

    /// The pattern a value must match whole to pass the struct-tag validator `name` (`alpha`).
    pub fn tag_check(&self, name: &str) -> Option<&str> {
        self.tag_checks.get(name).map(String::as_str)
    }

    pub fn has(&self, b: Behaviour) -> bool {
        self.behaviours.contains(&b)
    }
}

/// The models of a rule file, per language, each group checked; every problem with its line.
pub(super) fn compile(
    file: &Path,
    src: &str,
    raw: IndexMap<Lang, Vec<RawModel>>,
) -> Result<Vec<(Lang, Vec<Model>)>, Vec<Diagnostic>> {
    let positions = std::cell::OnceCell::new();
    let mut diags = Vec::new();
    let mut out = Vec::new();
    for (lang, groups) in raw {
        let mut models = Vec::new();
        for (i, g) in groups.into_iter().enumerate() {
            let key = format!("models.{}.{i}", lang.as_str());
            match model(g) {
                Ok(m) => models.push(m),
                Err(problems) => {
                    let pos =
                        positions.get_or_init(|| yaml::key_positions(src)).get(&key).copied().unwrap_or(Pos::FILE);
                    for p in problems {
                        diags.push(Diagnostic::error(file, pos, format!("models of {}: {p}", lang.as_str())));
                    }
                }
            }
        }
        out.push((lang, models));
    }
    if diags.is_empty() { Ok(out) } else { Err(diags) }
}

/// One group checked: its kind and the settings that kind reads, nothing else.
fn model(mut g: RawModel) -> Result<Model, Vec<String>> {
    let (tag, names) = kind_of(&mut g).map_err(|e| vec![e])?;
    let mut problems = Vec::new();
    if tag != "behaviour" && names.is_empty() {
        problems.push(format!("`{tag}` names nothing"));
    }
    for n in &names {
        if n.trim().is_empty() || n.contains(char::is_whitespace) {
            problems.push(format!("`{n}` is not a name"));
        }
    }
    misplaced_settings(tag, &g, &mut problems);
    if g.replaces.is_some() && g.selects.is_none() {
        problems.push("`replaces` needs `selects`: its first argument is the pattern".into());
    }
    if tag == "shell" {
        shell_names(&names, g.command_flags.as_deref(), &mut problems);
    }
    // What `made_by` makes is the type the methods are named by: one.
    let types: HashSet<&str> = names.iter().filter_map(|n| n.rsplit_once('.')).map(|(t, _)| t).collect();
    if g.made_by.is_some() && types.len() != 1 {
        problems.push("`made_by` makes one type: name methods of one type (`pkg.Type.Method`)".into());
    }
    if g.examples.matches.is_empty() && g.examples.no_match.is_empty() {
        problems.push("give `examples` (`match` and/or `no_match` programs)".into());
    }
    let kind = settle(tag, &mut g, &mut problems);
    match kind {
        Some(kind) if problems.is_empty() => {
            Ok(Model { kind, names, examples: g.examples.matches, no_match: g.examples.no_match })
        }
        _ => Err(problems),
    }
}

/// A problem for each setting given to a group of a kind that does not read it: each setting
/// belongs to one kind (or a few).
fn misplaced_settings(tag: &str, g: &RawModel, problems: &mut Vec<String>) {
    let settings: [(&str, bool, &[&str]); 43] = [
        ("checks", g.checks.is_some(), &["guard", "relative_path"]),
        ("regex", g.regex.is_some(), &["guard"]),
        ("compared", g.compared, &["guard"]),
        ("counts", g.counts, &["guard"]),
        ("when_false", g.when_false, &["guard"]),
        ("host_suffix", g.host_suffix, &["guard"]),
        ("needs_resolved", g.needs_resolved.is_some(), &["guard", "index_of", "relative_path"]),
        ("domain_end", g.domain_end.is_some(), &["guard"]),
        ("keyword", g.keyword.is_some(), &["sanitizer"]),
        ("clears", g.clears.is_some(), &["sanitizer", "guard", "index_of", "relative_path"]),
        ("unless_keyword", g.unless_keyword.is_some(), &["sanitizer", "json_views"]),
        ("parameters", g.parameters.is_some(), &["sanitizer"]),
        ("unless_text", g.unless_text.is_some(), &["sanitizer"]),
        ("header", g.header, &["content_type"]),
        ("plain_names", g.plain_names.is_some(), &["content_type"]),
        ("fold", g.fold.is_some(), &["pure"]),
        ("same_kind", g.same_kind, &["pure"]),
        ("compiles", g.compiles.is_some(), &["pure"]),
        ("selects", g.selects.is_some(), &["formatter", "pure"]),
        ("replaces", g.replaces.is_some(), &["formatter", "pure"]),
        ("on_site", g.on_site.is_some(), &["guard", "index_of"]),
        ("function", g.function.is_some(), &["dispatch", "listener", "map", "kept_if"]),
        ("over", g.over.is_some(), &["map"]),
        ("whole", g.whole, &["map"]),
        ("fallback", g.fallback, &["map"]),
        ("initial", g.initial.is_some(), &["map"]),
        ("arguments", g.arguments.is_some() || g.arguments_from.is_some(), &["dispatch"]),
        ("op", g.op.is_some(), &["container"]),
        ("into", g.into.is_some(), &["writer"]),
        ("makes", g.makes.is_some(), &["macro"]),
        ("items", g.items.is_some(), &["collection"]),
        ("written", g.written.is_some(), &["request_type"]),
        ("source", g.source.is_some(), &["entry_params", "listener"]),
        ("event", g.event.is_some(), &["listener"]),
        ("not_event", g.not_event.is_some(), &["listener"]),
        ("gives", g.gives.is_some(), &["listener"]),
        ("data_param", g.data_param.is_some(), &["entry_params"]),
        ("request", g.request.is_some(), &["response_param"]),
        ("holds", g.holds.is_some(), &["parameter_decorator"]),
        ("command_flags", g.command_flags.is_some(), &["shell"]),
        ("tag", g.tag.is_some(), &["tag_validator"]),
        ("made_by", g.made_by.is_some(), &["tag_validator"]),
        ("pattern", g.pattern.is_some(), &["tag_check"]),
    ];
    for (setting, given, owners) in settings {
        if given && !owners.contains(&tag) {
            let mut owners: Vec<String> = owners.iter().map(|o| format!("`{o}`")).collect();
            let last = owners.pop().unwrap_or_default();
            let owners = if owners.is_empty() { last } else { format!("{} or {last}", owners.join(", ")) };
            problems.push(format!("`{setting}` is only read with {owners}"));
        }
    }
}

/// A shell group's programs are compared as a call names them, reduced to lower case without
/// folder or `.exe` (`/bin/bash`, `PowerShell.exe`); its flags are single words.
fn shell_names(names: &[String], flags: Option<&[String]>, problems: &mut Vec<String>) {
    for n in names {
        if n.contains(['/', '\\']) || n.ends_with(".exe") || n.chars().any(|c| c.is_uppercase()) {
            problems.push(format!(
                "shell `{n}` is never matched: name the program in lower case, without folder or `.exe`"
            ));
        }
    }
    if flags.is_some_and(<[String]>::is_empty) {
        problems.push("`command_flags` names no flag".into());
    }
    for f in flags.unwrap_or_default() {
        if f.is_empty() || f.contains(char::is_whitespace) {
            problems.push(format!("`command_flags`: `{f}` is not a flag"));
        }
    }
}

/// A sanitizer's `clears`, as CWE numbers; a problem for each entry that is not a CWE id.
fn clears(given: Option<Vec<String>>, problems: &mut Vec<String>) -> Vec<u16> {
    if given.as_ref().is_some_and(Vec::is_empty) {
        problems.push(
            "`clears` names no class of attack: leave it out where the result holds no text an attacker chooses".into(),
        );
    }
    let mut out = Vec::new();
    for c in given.unwrap_or_default() {
        match cwe_number(&c) {
            Some(n) if !out.contains(&n) => out.push(n),
            Some(_) => {}
            None => problems.push(format!("`clears`: `{c}` is not a CWE id (`CWE-79`)")),
        }
    }
    out
}

/// The number of a CWE id as rules write it (`CWE-79`).
fn cwe_number(id: &str) -> Option<u16> {
    id.strip_prefix("CWE-").filter(|n| !n.starts_with('0')).and_then(|n| n.parse().ok())
}

/// The one kind key a group gives, and what it names.
fn kind_of(g: &mut RawModel) -> Result<(&'static str, Vec<String>), String> {
    let mut kinds = call_kinds(g);
    kinds.extend(word_kinds(g));
    let kinds: Vec<(&'static str, Vec<String>)> = kinds.into_iter().filter_map(|(k, v)| v.map(|v| (k, v))).collect();
    match (kinds.as_slice(), &g.behaviour) {
        ([(tag, names)], None) => Ok((tag, names.clone())),
        ([], Some(_)) => Ok(("behaviour", Vec::new())),
        _ => Err("give exactly one kind of model (`exit`, `sanitizer`, `guard`, ...)".into()),
    }
}

/// The kind keys of models of calls, with what each names (none where not given).
fn call_kinds(g: &mut RawModel) -> Vec<(&'static str, Option<Vec<String>>)> {
    vec![
        ("exit", g.exit.take()),
        ("sanitizer", g.sanitizer.take()),
        ("guard", g.guard.take()),
        ("index_of", g.index_of.take()),
        ("predicate", g.predicate.take()),
        ("formatter", g.formatter.take()),
        ("pure", g.pure.take()),
        ("pass_through", g.pass_through.take()),
        ("writer", g.writer.take()),
        ("buffer", g.buffer.take()),
        ("empty", g.empty.take()),
        ("content_test", g.content_test.take()),
        ("kept_if", g.kept_if.take()),
        ("macro", g.r#macro.take()),
        ("collection", g.collection.take()),
        ("type_cast", g.type_cast.take()),
        ("decoder", g.decoder.take()),
        ("part", g.part.take()),
        ("content_type", g.content_type.take()),
        ("dispatch", g.dispatch.take()),
        ("listener", g.listener.take()),
        ("map", g.map.take()),
        ("container", g.container.take()),
        ("url_host", g.url_host.take()),
        ("truth_of", g.truth_of.take()),
        ("any_item", g.any_item.take()),
        ("all_checks", g.all_checks.take()),
        ("all_items", g.all_items.take()),
        ("char_class", g.char_class.take()),
        ("char_in", g.char_in.take()),
        ("text_chars", g.text_chars.take()),
        ("text_length", g.text_length.take()),
        ("declared_pattern", g.declared_pattern.take()),
        ("field_check", g.field_check.take()),
        ("validated_class", g.validated_class.take()),
        ("valid_param", g.valid_param.take()),
        ("errors_param", g.errors_param.take()),
        ("char_pattern", g.char_pattern.take()),
        ("first_char", g.first_char.take()),
        ("resolver_type", g.resolver_type.take()),
        ("fails", g.fails.take()),
        ("receiver_true", g.receiver_true.take()),
        ("receiver_false", g.receiver_false.take()),
        ("redirect_prefix", g.redirect_prefix.take()),
        ("printf", g.printf.take()),
        ("brace_format", g.brace_format.take()),
        ("never_null", g.never_null.take()),
        ("collection_member", g.collection_member.take()),
    ]
}

/// The kind keys of models of words (names, types, parameters), with what each names.
fn word_kinds(g: &mut RawModel) -> Vec<(&'static str, Option<Vec<String>>)> {
    vec![
        ("statement_key", g.statement_key.take()),
        ("shared_domain", g.shared_domain.take()),
        ("multiline_flag", g.multiline_flag.take()),
        ("enum_base", g.enum_base.take()),
        ("record_base", g.record_base.take()),
        ("service_base", g.service_base.take()),
        ("regex_flag", g.regex_flag.take()),
        ("converts_types", g.converts_types.take()),
        ("json_views", g.json_views.take()),
        ("enum_member", g.enum_member.take()),
        ("verbose_flag", g.verbose_flag.take()),
        ("view_decorator", g.view_decorator.take()),
        ("request_param", g.request_param.take()),
        ("resolver_param", g.resolver_param.take()),
        ("framework_param", g.framework_param.take()),
        ("injected_by", g.injected_by.take()),
        ("response_param", g.response_param.take()),
        ("parameter_decorator", g.parameter_decorator.take()),
        ("framework_type", g.framework_type.take()),
        ("context_type", g.context_type.take()),
        ("context_maker", g.context_maker.take()),
        ("context_reader", g.context_reader.take()),
        ("typed_insert", g.typed_insert.take()),
        ("typed_extractor", g.typed_extractor.take()),
        ("request_store", g.request_store.take()),
        ("numeric_type", g.numeric_type.take()),
        ("constant_type", g.constant_type.take()),
        ("equality", g.equality.take()),
        ("entity_method", g.entity_method.take()),
        ("invokes", g.invokes.take()),
        ("header_map", g.header_map.take()),
        ("collection_type", g.collection_type.take()),
        ("number_field", g.number_field.take()),
        ("post_init", g.post_init.take()),
        ("list_maker", g.list_maker.take()),
        ("joins_items", g.joins_items.take()),
        ("site_url", g.site_url.take()),
        ("request_type", g.request_type.take()),
        ("entry_params", g.entry_params.take()),
        ("statement_keyword", g.statement_keyword.take()),
        ("constructor", g.constructor.take()),
        ("shell", g.shell.take()),
        ("tag_validator", g.tag_validator.take()),
        ("tag_check", g.tag_check.take()),
        ("resolves_path", g.resolves_path.take()),
        ("relative_path", g.relative_path.take()),
    ]
}

/// The kind `tag` names with its settings; a missing setting is a problem.
fn settle(tag: &str, g: &mut RawModel, problems: &mut Vec<String>) -> Option<Kind> {
    if let Some(kind) = plain_kind(tag) {
        return Some(kind);
    }
    Some(match tag {
        "sanitizer" => sanitizer_kind(g, problems),
        "guard" => guard_kind(needs(g.checks, tag, "checks", problems)?, g, problems),
        "relative_path" => Kind::RelativePath {
            checks: needs(g.checks, tag, "checks", problems)?,
            clears: clears(Some(needs(g.clears.take(), tag, "clears", problems)?), problems),
            needs_resolved: clears(g.needs_resolved.take(), problems),
        },
        "index_of" => {
            let (on_site, needs_resolved) = (g.on_site.take(), g.needs_resolved.take());
            Kind::IndexOf {
                clears: clears(g.clears.take(), problems),
                on_site: clears(on_site, problems),
                needs_resolved: clears(needs_resolved, problems),
            }
        }
        "formatter" => Kind::Formatter { selects: g.selects.take().unwrap_or_default(), replaces: g.replaces.take() },
        "pure" => Kind::Pure {
            fold: g.fold,
            same_kind: g.same_kind,
            compiles: g.compiles,
            selects: g.selects.take().unwrap_or_default(),
            replaces: g.replaces.take(),
        },
        "writer" => Kind::Writer(needs(g.into, tag, "into", problems)?),
        "macro" => Kind::Macro(needs(g.makes, tag, "makes", problems)?),
        "collection" => Kind::Collection(needs(g.items, tag, "items", problems)?),
        "content_type" => Kind::ContentType { header: g.header, plain_names: g.plain_names.take().unwrap_or_default() },
        "dispatch" => dispatch_kind(tag, g, problems)?,
        "listener" => listener_kind(tag, g, problems)?,
        "kept_if" => {
            let function = g.function.take();
            if function.as_ref().is_some_and(|f| f[..] != [ArgSel::Index(0)]) {
                problems.push("`kept_if` reads `function: [0]` only (the closure is its one argument)".into());
                return None;
            }
            Kind::KeptIf { function: function.is_some() }
        }
        "map" if usize::from(g.whole) + usize::from(g.fallback) + usize::from(g.initial.is_some()) > 1 => {
            problems.push(
                "`map` reads one of `whole` (a promise's value), `fallback` (a supplier of a default) and `initial` (a fold)"
                    .into(),
            );
            return None;
        }
        "map" => Kind::Map {
            function: needs(g.function.take(), tag, "function", problems)?,
            over: g.over.take(),
            whole: g.whole,
            fallback: g.fallback,
            initial: g.initial.take(),
        },
        "container" => Kind::Container(needs(g.op, tag, "op", problems)?),
        "json_views" => Kind::JsonViews { unless_keyword: g.unless_keyword.take().unwrap_or_default() },
        "response_param" => Kind::ResponseParam { request: needs(g.request.take(), tag, "request", problems)? },
        "parameter_decorator" => Kind::ParameterDecorator { holds: needs(g.holds.take(), tag, "holds", problems)? },
        "request_type" => Kind::RequestType(needs(g.written, tag, "written", problems)?),
        "entry_params" => Kind::EntryParams {
            source: needs(g.source.take(), tag, "source", problems)?,
            data_param: g.data_param.take(),
        },
        "shell" => Kind::Shell { command_flags: needs(g.command_flags.take(), tag, "command_flags", problems)? },
        "tag_validator" => Kind::TagValidator {
            tag: needs(g.tag.take(), tag, "tag", problems)?,
            made_by: g.made_by.take().unwrap_or_default(),
        },
        "tag_check" => tag_check_kind(needs(g.pattern.take(), tag, "pattern", problems)?, problems)?,
        _ => Kind::Behaviour(g.behaviour.take().unwrap_or_default()),
    })
}

/// A `tag_check` whose pattern compiles.
fn tag_check_kind(pattern: String, problems: &mut Vec<String>) -> Option<Kind> {
    if let Err(e) = regex::Regex::new(&pattern) {
        problems.push(format!("`pattern` is no regular expression: {e}"));
        return None;
    }
    Some(Kind::TagCheck { pattern })
}

/// The setting `what`, or a problem saying the kind needs it.
fn needs<T>(setting: Option<T>, tag: &str, what: &str, problems: &mut Vec<String>) -> Option<T> {
    if setting.is_none() {
        problems.push(format!("`{tag}` needs `{what}`"));
    }
    setting
}

/// A dispatch with the function it runs and where its arguments are (exactly one of
/// `arguments` and `arguments_from`).
fn dispatch_kind(tag: &str, g: &mut RawModel, problems: &mut Vec<String>) -> Option<Kind> {
    let function = needs(g.function.take(), tag, "function", problems)?;
    let (arguments, from) = (g.arguments.take(), g.arguments_from);
    if arguments.is_some() == from.is_some() {
        problems.push(format!("`{tag}` needs exactly one of `arguments` and `arguments_from`"));
        return None;
    }
    Some(Kind::Dispatch { function, arguments, from })
}

/// A listener with its function, its events (none: the call names no event) and what the
/// function is given (exactly one of `source` and `gives`).
fn listener_kind(tag: &str, g: &mut RawModel, problems: &mut Vec<String>) -> Option<Kind> {
    let function = needs(g.function.take(), tag, "function", problems)?;
    let events = g.event.take().unwrap_or_default();
    if g.not_event.is_some() && !events.iter().any(|e| e == "*") {
        problems.push(format!("`not_event` is only read with `event: [\"*\"]` (`{tag}`)"));
        return None;
    }
    let given = match (g.source.take(), g.gives.take()) {
        (Some(source), None) => Given::Data(source),
        (None, Some(origin)) => Given::Object(origin),
        _ => {
            problems.push(format!("`{tag}` needs exactly one of `source` and `gives`"));
            return None;
        }
    };
    Some(Kind::Listener { function, events, not_events: g.not_event.take().unwrap_or_default(), given })
}

/// A sanitizer with its settings.
fn sanitizer_kind(g: &mut RawModel, problems: &mut Vec<String>) -> Kind {
    Kind::Sanitizer {
        keyword: g.keyword.take().unwrap_or_default().into_iter().collect(),
        unless_keyword: g.unless_keyword.take().unwrap_or_default(),
        clears: clears(g.clears.take(), problems),
        parameters: g.parameters.take().unwrap_or_default(),
        unless_text: g.unless_text.take().filter(|t| match regex::Regex::new(t) {
            Ok(_) => true,
            Err(e) => {
                problems.push(format!("`unless_text`: bad regex: {e}"));
                false
            }
        }),
    }
}

/// A guard with its settings (its `checks` given).
fn guard_kind(checks: Checks, g: &mut RawModel, problems: &mut Vec<String>) -> Kind {
    Kind::Guard {
        checks,
        compared: g.compared,
        counts: g.counts,
        when_false: g.when_false,
        host_suffix: g.host_suffix,
        clears: clears(g.clears.take(), problems),
        on_site: clears(g.on_site.take(), problems),
        needs_resolved: clears(g.needs_resolved.take(), problems),
        domain_end: clears(g.domain_end.take(), problems),
        regex: g.regex.take(),
    }
}

/// The kind `tag` names where it has no settings.
fn plain_kind(tag: &str) -> Option<Kind> {
    Some(match tag {
        "exit" => Kind::Exit,
        "predicate" => Kind::Predicate,
        "pass_through" => Kind::PassThrough,
        "buffer" => Kind::Buffer,
        "empty" => Kind::Empty,
        "content_test" => Kind::ContentTest,
        "resolves_path" => Kind::ResolvesPath,
        "type_cast" => Kind::TypeCast,
        "decoder" => Kind::Decoder,
        "part" => Kind::Part,
        "enum_member" => Kind::EnumMember,
        "statement_keyword" => Kind::StatementKeyword,
        "constructor" => Kind::Constructor,
        _ => return Word::ALL.into_iter().find(|w| w.key() == tag).map(Kind::Word),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load(src: &str) -> Result<Vec<(Lang, Vec<Model>)>, Vec<String>> {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct File {
            models: IndexMap<Lang, Vec<RawModel>>,
        }
        let file = Path::new("models.yaml");
        let raw: File = yaml::parse(file, src).map_err(|d| vec![d.to_string()])?;
        compile(file, src, raw.models).map_err(|d| d.iter().map(ToString::to_string).collect())
    }

    #[test]
    fn a_group_is_read_with_its_kind_and_settings() {
        let src = "models:\n  python:\n    - guard: [\"*.startswith\"]\n      checks: receiver\n      examples:\n        no_match: [\"x\"]\n";
        let models = load(src).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(
            models,
            vec![(
                Lang::Python,
                vec![Model {
                    kind: Kind::Guard {
                        checks: Checks::Receiver,
                        compared: false,
                        counts: false,
                        when_false: false,
                        host_suffix: false,
                        needs_resolved: vec![],
                        domain_end: vec![],
                        clears: Vec::new(),
                        on_site: Vec::new(),
                        regex: None,
                    },
                    names: vec!["*.startswith".into()],
                    examples: Vec::new(),
                    no_match: vec!["x".into()],
                }]
            )]
        );
    }

    #[test]
    fn problems_name_the_file_and_the_line_of_their_group() {
        let src = "models:\n  go:\n    - exit: [os.Exit]\n      examples: {match: [\"x\"]}\n    - guard: [strings.HasPrefix]\n      fold: upper\n      examples: {match: [\"x\"]}\n";
        let errors = load(src).err().unwrap_or_default();
        assert_eq!(
            errors,
            vec![
                "models.yaml:5:7: error: models of go: `fold` is only read with `pure`".to_string(),
                "models.yaml:5:7: error: models of go: `guard` needs `checks`".to_string(),
            ]
        );
        let two = "models:\n  go:\n    - exit: [os.Exit]\n      predicate: [len]\n      examples: {match: [\"x\"]}\n";
        assert!(
            load(two).err().unwrap_or_default()[0]
                .contains("models.yaml:3:7: error: models of go: give exactly one kind")
        );
        let unknown = "models:\n  go:\n    - exit: [os.Exit]\n      exits: [log.Fatal]\n";
        let e = load(unknown).err().unwrap_or_default();
        assert!(e[0].starts_with("models.yaml:4:") && e[0].contains("exits"), "{e:?}");
        let bare = "models:\n  go:\n    - exit: [os.Exit]\n";
        assert!(load(bare).err().unwrap_or_default()[0].contains("give `examples`"));
    }

    /// Shells are named as the analysis compares them, each with the flags it takes a command
    /// after; a name that could never match is an error at load, on its group's line.
    #[test]
    fn shells_are_plain_program_names_with_their_command_flags() {
        let src = "models:\n  python:\n    - shell: [bash, cmd]\n      command_flags: [\"-c\"]\n      examples: {match: [\"x\"]}\n";
        let models = load(src).unwrap_or_else(|e| panic!("{e:?}"));
        let m = Models::new(models[0].1.clone());
        assert_eq!(m.shell_command_flags("bash"), Some(&["-c".to_string()][..]));
        assert_eq!(m.shell_command_flags("zsh"), None);
        let bad = "models:\n  java:\n    - shell: [/bin/sh, CMD, pwsh.exe]\n      command_flags: [\"-c\", \"- c\"]\n      examples: {match: [\"x\"]}\n";
        let errors = load(bad).err().unwrap_or_default();
        assert_eq!(errors.len(), 4, "{errors:?}");
        assert!(errors[0].starts_with("models.yaml:3:7: error: models of java: shell `/bin/sh` is never matched"));
        assert!(errors[3].contains("`command_flags`: `- c` is not a flag"), "{errors:?}");
        let flagless = "models:\n  java:\n    - shell: [sh]\n      examples: {match: [\"x\"]}\n";
        assert!(load(flagless).err().unwrap_or_default()[0].contains("`shell` needs `command_flags`"));
        let misplaced =
            "models:\n  java:\n    - exit: [x]\n      command_flags: [\"-c\"]\n      examples: {match: [\"x\"]}\n";
        assert!(load(misplaced).err().unwrap_or_default()[0].contains("`command_flags` is only read with `shell`"));
    }

    /// A sanitizer's `clears` names attacks by CWE id: each a bit of what its result is
    /// escaped against, the groups naming a call adding up; without `clears` it cleans for
    /// every sink. A misspelt id or an empty list is an error on the group's line.
    #[test]
    fn sanitizers_clear_the_attacks_they_name() {
        let src = "models:\n  python:\n    - sanitizer: [html.escape, escape]\n      clears: [CWE-79]\n      examples: {match: [\"x\"]}\n    - sanitizer: [shlex.quote, escape]\n      clears: [CWE-78, CWE-88]\n      examples: {match: [\"x\"]}\n    - sanitizer: [int]\n      examples: {match: [\"x\"]}\n";
        let models = load(src).unwrap_or_else(|e| panic!("{e:?}"));
        let m = Models::new(models[0].1.clone());
        let cleans = |name: &str| m.sanitizes(&m.call(&[name.to_string()]), |_, _| None, None);
        let (xss, cmd, arg) = (m.class("CWE-79"), m.class("CWE-78"), m.class("CWE-88"));
        assert!(xss != 0 && cmd != 0 && arg != 0 && xss & cmd == 0);
        assert_eq!(m.class("CWE-327"), 0, "no sanitizer names weak ciphers, and the analysis tests for none");
        assert_ne!(m.class("CWE-89"), 0, "SQL injection needs special characters");
        assert_eq!(m.class("CWE-79x"), 0);
        assert_eq!(cleans("html.escape"), Some(Cleans::Against(xss)));
        assert_eq!(cleans("escape"), Some(Cleans::Against(0)), "a bare name two groups give: what both clear");
        assert_eq!(cleans("int"), Some(Cleans::Everything));
        assert_eq!(cleans("my.escape"), None);
        // `parameters` place a keyword argument given by position.
        let quote = "models:\n  python:\n    - sanitizer: [quote]\n      unless_keyword: [safe]\n      parameters: [string, safe]\n      clears: [CWE-78]\n      examples: {match: [\"x\"]}\n";
        let q = Models::new(load(quote).unwrap_or_else(|e| panic!("{e:?}"))[0].1.clone());
        let call = q.call(&["quote".to_string()]);
        assert_eq!(q.sanitizes(&call, |_, _| None, None), Some(Cleans::Against(q.class("CWE-78"))));
        let positional = |k: &str, at: Option<usize>| (k == "safe" && at == Some(1)).then(|| "\";\"".to_string());
        assert_eq!(q.sanitizes(&call, positional, None), None, "`quote(x, \";\")` keeps `;`");
        // A guard's `clears`: what it checks is safe against those attacks only.
        let prefix = "models:\n  go:\n    - guard: [strings.HasPrefix]\n      checks: first\n      clears: [CWE-22]\n      examples: {match: [\"x\"]}\n    - guard: [\"*.MatchString\"]\n      checks: last\n      examples: {match: [\"x\"]}\n";
        let g = Models::new(load(prefix).unwrap_or_else(|e| panic!("{e:?}"))[0].1.clone());
        let path = g.class("CWE-22");
        assert_eq!(g.call(&["strings.HasPrefix".to_string()]).guard, Some((Checks::First, false, Some(path))));
        assert_eq!(g.call(&["re.MatchString".to_string()]).guard, Some((Checks::Last, false, None)));
        let bad = "models:\n  go:\n    - sanitizer: [html.EscapeString]\n      clears: [XSS, CWE-079]\n      examples: {match: [\"x\"]}\n    - sanitizer: [url.PathEscape]\n      clears: []\n      examples: {match: [\"x\"]}\n    - exit: [os.Exit]\n      clears: [CWE-78]\n      examples: {match: [\"x\"]}\n";
        let errors = load(bad).err().unwrap_or_default();
        assert_eq!(
            errors,
            vec![
                "models.yaml:3:7: error: models of go: `clears`: `XSS` is not a CWE id (`CWE-79`)".to_string(),
                "models.yaml:3:7: error: models of go: `clears`: `CWE-079` is not a CWE id (`CWE-79`)".to_string(),
                "models.yaml:6:7: error: models of go: `clears` names no class of attack: leave it out where the result holds no text an attacker chooses".to_string(),
                "models.yaml:9:7: error: models of go: `clears` is only read with `sanitizer`, `guard`, `index_of` or `relative_path`".to_string(),
            ]
        );
    }

    /// A map group says where the function is and, for a function (not a method), which
    /// argument holds the items; `over` belongs to `map` alone, `function` to `map`,
    /// `dispatch`, `listener` and `kept_if`.
    #[test]
    fn map_groups_name_their_function_and_items() {
        let src = "models:\n  python:\n    - map: [map]\n      function: [0]\n      over: 1\n      examples: {match: [\"x\"]}\n    - map: [\"*.forEach\"]\n      function: [0]\n      examples: {match: [\"x\"]}\n";
        let models = load(src).unwrap_or_else(|e| panic!("{e:?}"));
        let m = Models::new(models[0].1.clone());
        assert_eq!(
            m.call(&["map".to_string()]).map,
            Some(&Kind::Map {
                function: vec![ArgSel::Index(0)],
                over: Some(ArgSel::Index(1)),
                whole: false,
                fallback: false,
                initial: None
            })
        );
        assert_eq!(
            m.call(&["xs.forEach".to_string()]).map,
            Some(&Kind::Map {
                function: vec![ArgSel::Index(0)],
                over: None,
                whole: false,
                fallback: false,
                initial: None
            })
        );
        assert_eq!(m.call(&["my.map".to_string()]).map, None);
        let bad = "models:\n  java:\n    - map: [\"*.map\"]\n      examples: {match: [\"x\"]}\n    - exit: [x]\n      over: 1\n      examples: {match: [\"x\"]}\n    - pure: [y]\n      function: [0]\n      examples: {match: [\"x\"]}\n";
        assert_eq!(
            load(bad).err().unwrap_or_default(),
            vec![
                "models.yaml:3:7: error: models of java: `map` needs `function`".to_string(),
                "models.yaml:5:7: error: models of java: `over` is only read with `map`".to_string(),
                "models.yaml:8:7: error: models of java: `function` is only read with `dispatch`, `listener`, `map` or `kept_if`"
                    .to_string(),
            ]
        );
    }

    /// A listener group names its events and gives its function client data or the library's
    /// object, not both.
    #[test]
    fn listener_groups_give_data_or_an_object() {
        let src = "models:\n  javascript:\n    - listener: [ws.WebSocket.on]\n      event: [message]\n      function: [1]\n      source: a message\n      examples: {match: [\"x\"]}\n";
        let models = load(src).unwrap_or_else(|e| panic!("{e:?}"));
        let m = Models::new(models[0].1.clone());
        assert_eq!(
            m.call(&["ws.WebSocket.on".to_string()]).listener,
            Some(&Kind::Listener {
                function: vec![ArgSel::Index(1)],
                events: vec!["message".to_string()],
                not_events: Vec::new(),
                given: Given::Data("a message".to_string()),
            })
        );
        let both = src.replace("      source: a message\n", "      source: a message\n      gives: ws.WebSocket\n");
        assert_eq!(
            load(&both).err().unwrap_or_default(),
            vec![
                "models.yaml:3:7: error: models of javascript: `listener` needs exactly one of `source` and `gives`"
                    .to_string()
            ]
        );
        let stray =
            src.replace("    - listener: [ws.WebSocket.on]\n", "    - dispatch: [f]\n      arguments_from: 1\n");
        assert!(
            load(&stray).err().unwrap_or_default().iter().any(|e| e.contains("`event` is only read with `listener`"))
        );
    }

    #[test]
    fn calls_are_known_by_exact_names_first_group_first() {
        let group = |kind: Kind, names: &[&str]| Model {
            kind,
            names: names.iter().map(|n| n.to_string()).collect(),
            examples: Vec::new(),
            no_match: Vec::new(),
        };
        let m = Models::new(vec![
            group(
                Kind::Guard {
                    checks: Checks::Second,
                    compared: false,
                    counts: false,
                    when_false: false,
                    host_suffix: false,
                    clears: Vec::new(),
                    on_site: Vec::new(),
                    needs_resolved: Vec::new(),
                    domain_end: Vec::new(),
                    regex: None,
                },
                &["re.match"],
            ),
            group(
                Kind::Guard {
                    checks: Checks::Last,
                    compared: false,
                    counts: false,
                    when_false: false,
                    host_suffix: false,
                    clears: Vec::new(),
                    on_site: Vec::new(),
                    needs_resolved: Vec::new(),
                    domain_end: Vec::new(),
                    regex: None,
                },
                &["*.match"],
            ),
            group(Kind::Exit, &["sys.exit"]),
            group(Kind::Predicate, &["*.startswith", "len"]),
        ]);
        let names = |n: &[&str]| n.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(m.call(&names(&["re.match"])).guard, Some((Checks::Second, false, None)));
        assert_eq!(m.call(&names(&["pattern.match"])).guard, Some((Checks::Last, false, None)));
        assert!(m.call(&names(&["sys.exit"])).exit);
        assert!(!m.call(&names(&["my_sys.exit"])).exit);
        assert!(!m.call(&names(&["exit"])).exit);
        assert!(m.call(&names(&["name.startswith"])).predicate);
        assert!(m.call(&names(&["len"])).predicate);
        assert!(!m.call(&names(&["is_len"])).predicate);
        assert!(!m.call(&names(&["startswith_safe"])).predicate);
    }
}
