//! Whole-game tables on disk: a directory holding a manifest (`table.txt`: which game and
//! board) and one file per solved tier (`tier-NN.cgt`, see [`format`]), each written under a
//! temporary name and renamed when complete, so that a build that is stopped resumes from the
//! last complete tier and a tier file, once present, is whole. Every block carries a checksum,
//! checked on every read: a damaged block is reported, never read as an answer.

mod connect;
pub mod distributed;
pub mod format;
pub mod partition;
pub mod region_file;
pub mod regions;
pub mod scored;

use crate::engine::scored::tiers::TierEntries;
use crate::engine::tiers::{TierBits, Tiered, solve_tier};
use format::TierFile;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Why a table could not be built or read.
#[derive(Debug, thiserror::Error)]
pub enum TableError {
    /// A file could not be read or written.
    #[error("{}: {error}", file.display())]
    Io {
        /// The file.
        file: PathBuf,
        /// What went wrong.
        error: std::io::Error,
    },
    /// A block (or the header, when `block` is none) does not match its checksum.
    #[error("{}: {} damaged: checksum expected {expected:#018x}, found {found:#018x}",
        file.display(), block.map_or("header".to_string(), |b| format!("block {b}")))]
    Damaged {
        /// The file.
        file: PathBuf,
        /// The block, or none for the header and index.
        block: Option<u64>,
        /// The checksum stored.
        expected: u64,
        /// The checksum of what was read.
        found: u64,
    },
    /// The processes of a distributed build could not start or work together.
    #[error("cluster: {message}")]
    Cluster {
        /// What went wrong.
        message: String,
    },
    /// Building or loading a table needs more than a limit allows.
    #[error("{message}")]
    Limit {
        /// What would pass which limit.
        message: String,
    },
    /// A file is not laid out as a table file.
    #[error("{}: {message}", file.display())]
    Format {
        /// The file.
        file: PathBuf,
        /// What is wrong.
        message: String,
    },
}

impl TableError {
    fn io(file: &Path, error: std::io::Error) -> TableError {
        TableError::Io {
            file: file.to_path_buf(),
            error,
        }
    }
}

/// The manifest's name in a table directory.
const MANIFEST: &str = "table.txt";

/// A table directory.
#[derive(Debug)]
pub struct TableDir {
    path: PathBuf,
    kind: String,
}

impl TableDir {
    /// The table directory at `path` for `kind` (a one-line name of the game and board, such
    /// as `sweets side 3`): created with its manifest when absent; refused when it holds a
    /// table of another kind.
    pub fn create(path: &Path, kind: &str) -> Result<TableDir, TableError> {
        std::fs::create_dir_all(path).map_err(|e| TableError::io(path, e))?;
        let manifest = path.join(MANIFEST);
        if manifest.exists() {
            let dir = TableDir::open(path)?;
            if dir.kind != kind {
                return Err(TableError::Format {
                    file: manifest,
                    message: format!("holds a table of {}, not of {kind}", dir.kind),
                });
            }
            return Ok(dir);
        }
        let temporary = path.join(format!("{MANIFEST}.tmp"));
        std::fs::write(&temporary, format!("cgsolve table\n{kind}\n"))
            .map_err(|e| TableError::io(&temporary, e))?;
        std::fs::rename(&temporary, &manifest).map_err(|e| TableError::io(&manifest, e))?;
        Ok(TableDir {
            path: path.to_path_buf(),
            kind: kind.to_string(),
        })
    }

    /// The table directory at `path`, as its manifest describes it.
    pub fn open(path: &Path) -> Result<TableDir, TableError> {
        let manifest = path.join(MANIFEST);
        let text = std::fs::read_to_string(&manifest).map_err(|e| TableError::io(&manifest, e))?;
        let mut lines = text.lines();
        match (lines.next(), lines.next()) {
            (Some("cgsolve table"), Some(kind)) if !kind.is_empty() => Ok(TableDir {
                path: path.to_path_buf(),
                kind: kind.to_string(),
            }),
            _ => Err(TableError::Format {
                file: manifest,
                message: "expected 'cgsolve table' and the table's kind on two lines".into(),
            }),
        }
    }

    /// What the table is of: `sweets side 3`.
    pub fn kind(&self) -> &str {
        &self.kind
    }

    /// The file of tier `tier`.
    pub fn tier_path(&self, tier: usize) -> PathBuf {
        self.path.join(format!("tier-{tier:02}.cgt"))
    }

    /// Whether tier `tier` is complete on disk.
    pub fn has_tier(&self, tier: usize) -> bool {
        self.tier_path(tier).is_file()
    }

    /// The complete tiers on disk, in increasing order.
    pub fn tiers(&self) -> Result<Vec<usize>, TableError> {
        let entries = std::fs::read_dir(&self.path).map_err(|e| TableError::io(&self.path, e))?;
        let mut tiers = Vec::new();
        for entry in entries {
            let entry = entry.map_err(|e| TableError::io(&self.path, e))?;
            let name = entry.file_name();
            let tier: Option<usize> = name
                .to_str()
                .and_then(|n| n.strip_prefix("tier-")?.strip_suffix(".cgt")?.parse().ok());
            tiers.extend(tier);
        }
        tiers.sort_unstable();
        Ok(tiers)
    }

    /// Opens tier `tier`, its header checked; `None` when it is not built.
    pub fn tier(&self, tier: usize) -> Result<Option<TierFile>, TableError> {
        let path = self.tier_path(tier);
        if !path.is_file() {
            return Ok(None);
        }
        let file = TierFile::open(&path)?;
        if file.tier() != tier as u64 {
            return Err(TableError::Format {
                file: path,
                message: format!("holds tier {}", file.tier()),
            });
        }
        Ok(Some(file))
    }

    /// Writes tier `tier` under a temporary name, then renames it: returns its size in bytes.
    pub fn write_tier(&self, tier: usize, bits: &TierBits) -> Result<u64, TableError> {
        self.write_with(tier, &|temporary| format::write(temporary, tier, bits))
    }

    /// Writes tier `tier` of entries of a byte, as [`write_tier`](Self::write_tier) does.
    pub fn write_entries(&self, tier: usize, entries: &TierEntries) -> Result<u64, TableError> {
        self.write_with(tier, &|temporary| {
            format::write_entries(temporary, tier, entries)
        })
    }

    /// Writes tier `tier` by `write` under a temporary name, then renames it.
    fn write_with(
        &self,
        tier: usize,
        write: &dyn Fn(&Path) -> Result<u64, TableError>,
    ) -> Result<u64, TableError> {
        let path = self.tier_path(tier);
        let temporary = path.with_extension("cgt.tmp");
        let bytes = write(&temporary)?;
        std::fs::rename(&temporary, &path).map_err(|e| TableError::io(&path, e))?;
        if let Ok(dir) = std::fs::File::open(&self.path) {
            // Makes the rename itself durable; not every system allows it.
            let _ = dir.sync_all();
        }
        Ok(bytes)
    }
}

/// The bytes of memory solving tier `tier` holds: its bits and those of every tier it reads.
pub fn tier_memory<G: Tiered>(game: &G, tier: usize) -> u64 {
    game.child_tiers(tier)
        .chain(std::iter::once(tier))
        .map(|t| game.tier_size(t).div_ceil(64).saturating_mul(8))
        .fold(0u64, u64::saturating_add)
}

/// What happened to one tier of a build.
#[derive(Clone, Debug, PartialEq)]
pub struct TierBuilt {
    /// The tier.
    pub tier: usize,
    /// How many positions it holds.
    pub positions: u64,
    /// How many are won by the player to move; none when the tier was already on disk.
    pub wins: Option<u64>,
    /// Seconds spent reading the lower tiers it needs, solving it and writing it (0 when
    /// already on disk).
    pub seconds: f64,
    /// Its file's size.
    pub bytes: u64,
}

/// Builds tiers `0..=last` of `game` in `dir`, skipping those already complete (a resumed
/// build reads them back, checked, when a later tier needs them); `each` hears of every tier.
pub fn build<G: Tiered>(
    game: &G,
    dir: &TableDir,
    last: usize,
    each: &mut dyn FnMut(&TierBuilt),
) -> Result<(), TableError> {
    // Tier t's bits at held[t], while a tier still to build reads them.
    let mut held: Vec<Option<TierBits>> = (0..=last).map(|_| None).collect();
    for tier in 0..=last {
        let bytes_of = |t| std::fs::metadata(dir.tier_path(t)).map_or(0, |m| m.len());
        if dir.has_tier(tier) {
            each(&TierBuilt {
                tier,
                positions: game.tier_size(tier),
                wins: None,
                seconds: 0.0,
                bytes: bytes_of(tier),
            });
            continue;
        }
        let start = Instant::now();
        let reads = game.child_tiers(tier);
        for (t, slot) in held.iter_mut().enumerate().take(tier) {
            if !reads.contains(&t) {
                *slot = None;
            } else if slot.is_none() {
                let file = dir.tier(t)?.ok_or_else(|| TableError::Format {
                    file: dir.tier_path(t),
                    message: "missing: a lower tier vanished during the build".into(),
                })?;
                *slot = Some(file.read_all()?);
            }
        }
        let bits = solve_tier(game, tier, &|t| {
            held[t].as_ref().expect("every tier read is held")
        });
        let bytes = dir.write_tier(tier, &bits)?;
        each(&TierBuilt {
            tier,
            positions: bits.len(),
            wins: Some(bits.wins()),
            seconds: start.elapsed().as_secs_f64(),
            bytes,
        });
        held[tier] = Some(bits);
    }
    Ok(())
}

/// Checks every block of every tier of `dir`; `each` hears of every tier checked.
pub fn verify(dir: &TableDir, each: &mut dyn FnMut(usize, &TierFile)) -> Result<(), TableError> {
    for tier in dir.tiers()? {
        let file = dir.tier(tier)?.expect("listed tiers exist");
        file.check()?;
        each(tier, &file);
    }
    Ok(())
}
