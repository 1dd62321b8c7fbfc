//! Where a command's output goes: results to `out`, progress and problems to `err`.

use std::io::Write;

/// Where a command writes: results to `out`, progress and problems to `err`.
pub struct Io<'a> {
    pub out: &'a mut dyn Write,
    pub err: &'a mut dyn Write,
}
