//! Room for the recursion of canonical-form operations: sums, comparisons, printing and
//! parsing recurse to the depth of a form's birthday (or an expression's nesting), which a long
//! game or a deep expression makes large. Every front end that works on forms of any size
//! runs that work here.

/// The stack of the thread [`on_deep_stack`] runs work on.
pub const DEEP_STACK_BYTES: usize = 256 << 20;

/// The latest birthday of the forms that work on [`on_deep_stack`] may meet: the deepest
/// recursion measured, printing a form, takes about 550 bytes of stack per day of its birthday,
/// and a comparison goes down two forms at once, so 2 KiB a day leaves room to spare. A game
/// that may last longer is not valued.
pub const DEEPEST_BIRTHDAY: u64 = (DEEP_STACK_BYTES / 2048) as u64;

/// Runs `work` on a thread of its own with a stack of [`DEEP_STACK_BYTES`] and returns its
/// result; `Err` with the reason when the thread cannot be started or the work panicked.
///
/// ```
/// use cgsolve::theory::canonical::{Arena, on_deep_stack};
/// let deep = format!("{}0{}", "{0|".repeat(1_500), "}".repeat(1_500));
/// let printed = on_deep_stack(move || {
///     let mut a = Arena::new();
///     let g = a.parse_game(&deep).unwrap();
///     a.birthday(g).to_string()
/// });
/// assert_eq!(printed.unwrap(), "1500");
/// ```
pub fn on_deep_stack<T: Send>(work: impl FnOnce() -> T + Send) -> Result<T, String> {
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .name("cgsolve-forms".into())
            .stack_size(DEEP_STACK_BYTES)
            .spawn_scoped(scope, work)
            .map_err(|e| format!("cannot start the computation: {e}"))?
            .join()
            .map_err(|_| "internal failure while computing a value".to_string())
    })
}
