//! Region databases: the canonical value of every region of a partizan game up to some number
//! of cells, on disk, so that a search answers those regions without searching them.
//!
//! A database is a table directory ([`TableDir`]) of kind `GAME regions` with one file per
//! tier, tier `k` holding the regions of `k` cells ([`region_file`](super::region_file)). A
//! tier's record lists the forms its values need that no lower tier holds, then its regions:
//!
//! - a form is either `0`, its numbers of left and right options, and each option as the
//!   index of an earlier form (forms are numbered from 0 across the tiers, in order), or `1`
//!   and a number-up-star `x + n.^ + *m`: the numerator of `x` (its length, then its bytes as
//!   a signed little-endian integer), the exponent of its denominator, `n` (zig-zag) and `m`;
//! - a region is its text (its length, then its bytes, as the game reads it) and the index of
//!   its value's form;
//!
//! every number an unsigned LEB128 varint. A value is thus its canonical form's graph, each
//! form written once for the whole database: loading makes each form once with its options
//! already made, with no parsing of notation and no simplification to redo beyond checking.

use super::region_file::{self, RegionTierHead};
use super::{TableDir, TableError};
use crate::engine::parts::NoBudget;
use crate::engine::rules::{MovesOnly, PartizanRules};
use crate::engine::values::{ValueError, ValueSolver};
use crate::progress::Progress;
use crate::theory::canonical::{Arena, GameId, Limited, Nus};
use crate::theory::dyadic::Dyadic;
use num_bigint::BigInt;
use rustc_hash::FxHashMap;
use std::convert::Infallible;
use std::path::Path;
use std::time::Instant;

/// A game whose regions a database holds: its rules, and each region as text both ways.
pub trait RegionText: PartizanRules {
    /// The region's text, as [`read_region`](RegionText::read_region) reads it back.
    fn region_text(&self, region: &Self::Position) -> String;
    /// The region written `text`; `None` when `text` is not a region of the game.
    fn read_region(&self, text: &str) -> Option<Self::Position>;
}

/// The kind a database of `game`'s regions names in its manifest: `domineering regions`.
pub fn region_kind(game: &str) -> String {
    format!("{game} regions")
}

/// Whether a table of kind `kind` is a region database.
pub fn is_region_kind(kind: &str) -> bool {
    kind.ends_with(" regions")
}

/// What happened to one tier of a build.
#[derive(Clone, Debug, PartialEq)]
pub struct RegionTierBuilt {
    /// The tier: its regions' number of cells.
    pub tier: usize,
    /// How many regions it holds.
    pub regions: u64,
    /// How many forms it added to the database's.
    pub forms: u64,
    /// Whether it was on disk already (then read back, not built).
    pub already_built: bool,
    /// Seconds spent building and writing it, or reading it back.
    pub seconds: f64,
    /// Its file's size.
    pub bytes: u64,
}

/// What a database holds, as loaded or checked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RegionsLoaded {
    /// How many tiers.
    pub tiers: usize,
    /// How many regions.
    pub regions: u64,
    /// How many distinct forms their values have, with their followers.
    pub forms: u64,
}

/// The forms of a database so far: each form's id by its index, and back.
#[derive(Default)]
struct Forms {
    ids: Vec<GameId>,
    index: FxHashMap<GameId, u64>,
}

impl Forms {
    fn push(&mut self, g: GameId) {
        self.index.entry(g).or_insert(self.ids.len() as u64);
        self.ids.push(g);
    }

    /// The index of `g`, writing to `out` every form of `g`'s graph not yet written, each
    /// after its options.
    fn index_of(&mut self, arena: &mut Arena, root: GameId, out: &mut Vec<u8>) -> u64 {
        let mut stack = vec![(root, false)];
        while let Some((g, ready)) = stack.pop() {
            if self.index.contains_key(&g) {
                continue;
            }
            if let Some(nus) = arena.nus_parts(g) {
                out.push(1);
                let numerator = nus.number.numerator().to_signed_bytes_le();
                put(out, numerator.len() as u64);
                out.extend_from_slice(&numerator);
                put(out, nus.number.exponent());
                put(out, (nus.ups << 1 ^ nus.ups >> 63) as u64);
                put(out, u64::from(nus.nim));
                self.push(g);
                continue;
            }
            let (left, right) = (arena.left_options(g), arena.right_options(g));
            if !ready {
                stack.push((g, true));
                let new = left
                    .iter()
                    .chain(&right)
                    .filter(|o| !self.index.contains_key(o));
                stack.extend(new.map(|&o| (o, false)));
                continue;
            }
            out.push(0);
            put(out, left.len() as u64);
            put(out, right.len() as u64);
            for o in left.iter().chain(&right) {
                put(out, self.index[o]);
            }
            self.push(g);
        }
        self.index[&root]
    }
}

/// Appends `n` as an unsigned LEB128 varint.
fn put(out: &mut Vec<u8>, mut n: u64) {
    while n >= 0x80 {
        out.push(n as u8 | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

/// A tier's record being read: every read checked, none past the end.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn number(&mut self) -> Option<u64> {
        let mut n = 0u64;
        for shift in (0..64).step_by(7) {
            let b = *self.bytes.get(self.at)?;
            self.at += 1;
            n |= u64::from(b & 0x7f).checked_shl(shift)?;
            if b & 0x80 == 0 {
                return Some(n);
            }
        }
        None
    }

    fn bytes(&mut self, len: u64) -> Option<&'a [u8]> {
        let end = self.at.checked_add(usize::try_from(len).ok()?)?;
        let out = self.bytes.get(self.at..end)?;
        self.at = end;
        Some(out)
    }

    /// The form at the reader, made in `arena` from the forms before it.
    fn form(&mut self, arena: &mut Limited<'_>, forms: &[GameId]) -> Result<GameId, FormError> {
        let short = || FormError::Bad("cut short".to_string());
        let option = |r: &mut Self| -> Result<GameId, FormError> {
            let i = r.number().ok_or_else(short)?;
            usize::try_from(i)
                .ok()
                .and_then(|i| forms.get(i).copied())
                .ok_or_else(|| {
                    FormError::Bad(format!("an option names form {i}, not an earlier one"))
                })
        };
        let limit = |e: crate::theory::canonical::LimitExceeded| FormError::Limit(e.limit);
        match self.bytes(1).ok_or_else(short)? {
            [0] => {
                let (left, right) = (self.number(), self.number());
                let (left, right) = left.zip(right).ok_or_else(short)?;
                let left = (0..left).map(|_| option(self)).collect::<Result<_, _>>()?;
                let right = (0..right).map(|_| option(self)).collect::<Result<_, _>>()?;
                arena.construct(left, right).map_err(limit)
            }
            [1] => {
                let len = self.number().ok_or_else(short)?;
                let numerator = BigInt::from_signed_bytes_le(self.bytes(len).ok_or_else(short)?);
                let (exponent, ups, nim) = (self.number(), self.number(), self.number());
                let (exponent, ups, nim) = exponent
                    .zip(ups)
                    .zip(nim)
                    .map(|((e, u), n)| (e, u, n))
                    .ok_or_else(short)?;
                let nim =
                    u32::try_from(nim).map_err(|_| FormError::Bad("a nimber past 2^32".into()))?;
                let ups = (ups >> 1) as i64 ^ -((ups & 1) as i64);
                let number = Dyadic::new(numerator, exponent);
                let made = arena.arena_mut().nus(Nus { number, ups, nim });
                if arena.arena().held_bytes() > arena.limit() {
                    return Err(FormError::Limit(arena.limit()));
                }
                Ok(made)
            }
            [tag] => Err(FormError::Bad(format!("a form of unknown kind {tag}"))),
            _ => Err(short()),
        }
    }
}

/// Why a form could not be read: its bytes are wrong, or the arena's limit of this many
/// bytes would be passed.
enum FormError {
    Bad(String),
    Limit(usize),
}

fn limit_message(bytes: usize) -> String {
    format!("the values need more than {bytes} bytes of game forms")
}

/// A tier read from disk, its forms made in `arena` after those of `forms` (which it extends):
/// its header and its regions' texts, each with its value.
fn read_tier(
    dir: &TableDir,
    tier: usize,
    arena: &mut Limited<'_>,
    forms: &mut Forms,
) -> Result<(RegionTierHead, Vec<(String, GameId)>), TableError> {
    let path = dir.tier_path(tier);
    let (head, record) = region_file::read(&path)?;
    let bad = |message: String| TableError::Format {
        file: path.clone(),
        message,
    };
    if head.tier != tier as u64 || head.first_form != forms.ids.len() as u64 {
        return Err(bad(format!(
            "holds tier {} from form {}, expected tier {tier} from form {}",
            head.tier,
            head.first_form,
            forms.ids.len()
        )));
    }
    let mut reader = Reader {
        bytes: &record,
        at: 0,
    };
    for f in 0..head.forms {
        let g = reader.form(arena, &forms.ids).map_err(|e| match e {
            FormError::Bad(e) => bad(format!("form {}: {e}", head.first_form + f)),
            FormError::Limit(bytes) => TableError::Limit {
                message: format!("tier {tier}: {}", limit_message(bytes)),
            },
        })?;
        forms.push(g);
    }
    let mut regions = Vec::new();
    for r in 0..head.regions {
        let mut region = || -> Option<(String, u64)> {
            let len = reader.number()?;
            let text = std::str::from_utf8(reader.bytes(len)?).ok()?.to_string();
            Some((text, reader.number()?))
        };
        let (text, form) = region().ok_or_else(|| bad(format!("region {r}: cut short")))?;
        let v = usize::try_from(form).ok().and_then(|i| forms.ids.get(i));
        let v =
            *v.ok_or_else(|| bad(format!("region {r}: names form {form}, which is not held")))?;
        regions.push((text, v));
    }
    if reader.at != record.len() {
        return Err(bad("bytes after the last region".into()));
    }
    Ok((head, regions))
}

/// Why a value search in a database stopped, as [`TableError::Limit`].
fn limit_error(tier: usize, e: ValueError<Infallible>) -> TableError {
    let message = match e {
        ValueError::Memo(regions) => format!("more than {regions} remembered regions"),
        ValueError::Arena(e) => limit_message(e.limit),
        ValueError::Budget(never) => match never {},
    };
    TableError::Limit {
        message: format!("tier {tier}: {message}"),
    }
}

/// Reads tier `tier` into `solver`: each region remembered with its value.
fn load_tier<R: RegionText, P: Progress>(
    dir: &TableDir,
    tier: usize,
    solver: &mut ValueSolver<R, NoBudget, P>,
    forms: &mut Forms,
) -> Result<RegionTierHead, TableError> {
    let (head, regions) = read_tier(dir, tier, &mut solver.limited_arena(), forms)?;
    let path = dir.tier_path(tier);
    for (text, v) in regions {
        let bad = |what: &str| TableError::Format {
            file: path.clone(),
            message: format!("region {text}: {what}"),
        };
        let region = solver
            .rules()
            .read_region(&text)
            .ok_or_else(|| bad("not a region of the game"))?;
        if solver.rules().normal_form(&region) != (region.clone(), false) {
            return Err(bad("not in its normal form"));
        }
        solver
            .remember(region, v)
            .map_err(|e| limit_error(tier, e))?;
    }
    Ok(head)
}

/// Loads the region database at `path`, which must be of kind `kind`, into `solver`: every
/// region it holds remembered with its value, every checksum checked.
pub fn load<R: RegionText, P: Progress>(
    path: &Path,
    kind: &str,
    solver: &mut ValueSolver<R, NoBudget, P>,
) -> Result<RegionsLoaded, TableError> {
    let dir = TableDir::open(path)?;
    if dir.kind() != kind {
        return Err(TableError::Format {
            file: path.join(super::MANIFEST),
            message: format!("holds a table of {}, not of {kind}", dir.kind()),
        });
    }
    let mut forms = Forms::default();
    let mut loaded = RegionsLoaded::default();
    for tier in dir.tiers()? {
        let head = load_tier(&dir, tier, solver, &mut forms)?;
        loaded.tiers += 1;
        loaded.regions += head.regions;
    }
    loaded.forms = forms.ids.len() as u64;
    Ok(loaded)
}

/// Builds the tiers of `levels` (each tier's number of cells and its regions, in normal form,
/// in increasing order of cells) in `dir` with `solver`; a tier already on disk is read back
/// into the solver instead. `progress` hears of the regions valued in each tier, `each` of
/// every tier.
pub fn build<R: RegionText, P: Progress>(
    solver: &mut ValueSolver<R, NoBudget, P>,
    dir: &TableDir,
    levels: impl Iterator<Item = (usize, Vec<R::Position>)>,
    progress: &mut dyn Progress,
    each: &mut dyn FnMut(&RegionTierBuilt),
) -> Result<(), TableError> {
    let mut forms = Forms::default();
    for (tier, regions) in levels {
        let start = Instant::now();
        let bytes_of = |t| std::fs::metadata(dir.tier_path(t)).map_or(0, |m| m.len());
        if dir.has_tier(tier) {
            let head = load_tier(dir, tier, solver, &mut forms)?;
            each(&RegionTierBuilt {
                tier,
                regions: head.regions,
                forms: head.forms,
                already_built: true,
                seconds: start.elapsed().as_secs_f64(),
                bytes: bytes_of(tier),
            });
            continue;
        }
        let first_form = forms.ids.len() as u64;
        let (mut new_forms, mut listed) = (Vec::new(), Vec::new());
        for (done, region) in regions.iter().enumerate() {
            let v = solver.value(region).map_err(|e| limit_error(tier, e))?;
            let text = solver.rules().region_text(region);
            put(&mut listed, text.len() as u64);
            listed.extend_from_slice(text.as_bytes());
            let form = forms.index_of(solver.arena(), v, &mut new_forms);
            put(&mut listed, form);
            if done % 4096 == 0 {
                progress.update(done as u64, Some(regions.len() as u64));
            }
        }
        progress.finish();
        let head = RegionTierHead {
            tier: tier as u64,
            regions: regions.len() as u64,
            forms: forms.ids.len() as u64 - first_form,
            first_form,
        };
        new_forms.extend_from_slice(&listed);
        let path = dir.tier_path(tier);
        let temporary = path.with_extension("cgt.tmp");
        let bytes = region_file::write(&temporary, head, &new_forms)?;
        std::fs::rename(&temporary, &path).map_err(|e| TableError::io(&path, e))?;
        each(&RegionTierBuilt {
            tier,
            regions: head.regions,
            forms: head.forms,
            already_built: false,
            seconds: start.elapsed().as_secs_f64(),
            bytes,
        });
    }
    Ok(())
}

/// Checks every tier of the region database `dir`: every checksum, and every form and region
/// read back (options naming earlier forms, values naming forms held); `each` hears of every
/// tier checked.
pub fn verify(
    dir: &TableDir,
    each: &mut dyn FnMut(&RegionTierHead),
) -> Result<RegionsLoaded, TableError> {
    let mut arena = Arena::new();
    let mut forms = Forms::default();
    let mut loaded = RegionsLoaded::default();
    for tier in dir.tiers()? {
        let (head, _) = read_tier(dir, tier, &mut arena.limited(usize::MAX), &mut forms)?;
        each(&head);
        loaded.tiers += 1;
        loaded.regions += head.regions;
    }
    loaded.forms = forms.ids.len() as u64;
    Ok(loaded)
}

/// Recomputes `count` regions of the database `dir` chosen at random (from `seed`) by the
/// plain search of `rules` (no hooks: no regions, no normal forms), and compares each with the
/// database's value; returns how many were checked, or the first region that differs.
pub fn check_sample<R: RegionText + Clone>(
    dir: &TableDir,
    rules: &R,
    count: usize,
    seed: u64,
) -> Result<usize, TableError> {
    let mut arena = Arena::new();
    let mut forms = Forms::default();
    let mut all = Vec::new();
    for tier in dir.tiers()? {
        let (_, regions) = read_tier(dir, tier, &mut arena.limited(usize::MAX), &mut forms)?;
        all.extend(regions.into_iter().map(|r| (tier, r)));
    }
    let mut plain = ValueSolver::new(MovesOnly(rules.clone()));
    let mut state = seed | 1;
    let mut checked = 0;
    while checked < count.min(all.len()) {
        // xorshift64: a fixed sequence from the seed.
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let (tier, (text, v)) = &all[(state % all.len() as u64) as usize];
        let file = dir.tier_path(*tier);
        let region = rules.read_region(text).ok_or_else(|| TableError::Format {
            file: file.clone(),
            message: format!("region {text}: not a region of the game"),
        })?;
        let stored = arena.to_notation(*v);
        let found = plain.value(&region).map_err(|e| limit_error(*tier, e))?;
        let found = plain.arena().to_notation(found);
        if stored != found {
            return Err(TableError::Format {
                file,
                message: format!("region {text}: holds {stored}, the plain search finds {found}"),
            });
        }
        checked += 1;
    }
    Ok(checked)
}
