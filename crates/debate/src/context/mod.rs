//! What a job is about: the input text (ticket, topic, document) and the repository survey, and
//! the trigger vocabulary that turns both into signals for triage.

mod code_map;
pub mod github;
mod survey;
mod ticket;
mod vocab;

pub use code_map::{CodeMap, MappedFile, TestCommand, code_map, detect_test_command};
pub use survey::{Manifest, SKIPPED_DIRS, Survey, language_of, survey};
pub use ticket::{Ticket, TicketError};
pub use vocab::{CategoryDefaults, Hit, Trigger, Vocabulary};
