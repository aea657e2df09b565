//! One tier of a region database on disk: a header, an index of blocks, then the blocks.
//!
//! All numbers little-endian u64. The header is the magic `CGREGN01`, the tier (the regions'
//! cell count), the number of regions, the number of forms new in this tier, the index of the
//! first of them among the database's forms, the bytes of the tier's record before
//! compression, the bytes per block before compression and the block count; then per block
//! its offset in the file, its stored length and the [`fnv1a`] checksum of its stored bytes;
//! then the checksum of everything before it. The record (`regions.rs` lays it out) is cut
//! into blocks of [`BLOCK_BYTES`], each compressed with zstd.

use super::TableError;
use super::format::{fnv1a, write_blocks};
use std::path::Path;

/// The first bytes of a region tier file.
const MAGIC: &[u8; 8] = b"CGREGN01";

/// Bytes of a tier's record per block, before compression.
pub const BLOCK_BYTES: usize = 1 << 20;

/// The zstd level: the default.
const LEVEL: i32 = 3;

/// Bytes of the header before the index.
const HEAD: usize = 8 + 7 * 8;

/// What a region tier file's header says of its record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegionTierHead {
    /// The tier: how many cells its regions have.
    pub tier: u64,
    /// How many regions it holds.
    pub regions: u64,
    /// How many forms it adds to the database's.
    pub forms: u64,
    /// The index of its first form among the database's forms (those of the tiers below).
    pub first_form: u64,
}

/// Writes the tier `head` describes, its record `record`, to `path`; returns the file's size.
pub fn write(path: &Path, head: RegionTierHead, record: &[u8]) -> Result<u64, TableError> {
    let io = |e| TableError::io(path, e);
    let blocks: Vec<Vec<u8>> = record
        .chunks(BLOCK_BYTES)
        .map(|chunk| zstd::bulk::compress(chunk, LEVEL))
        .collect::<Result<_, _>>()
        .map_err(io)?;
    let numbers = [
        head.tier,
        head.regions,
        head.forms,
        head.first_form,
        record.len() as u64,
        BLOCK_BYTES as u64,
        blocks.len() as u64,
    ];
    write_blocks(path, MAGIC, &numbers, &blocks)
}

fn u64_at(bytes: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(bytes[at..at + 8].try_into().expect("eight bytes"))
}

/// Reads the region tier file at `path`: its header and its record, every checksum checked
/// before anything is decompressed.
pub fn read(path: &Path) -> Result<(RegionTierHead, Vec<u8>), TableError> {
    let bytes = std::fs::read(path).map_err(|e| TableError::io(path, e))?;
    let bad = |message: String| TableError::Format {
        file: path.to_path_buf(),
        message,
    };
    if bytes.len() < HEAD {
        return Err(bad("shorter than a header".into()));
    }
    if &bytes[..8] != MAGIC {
        return Err(bad("not a region tier file (no CGREGN01 magic)".into()));
    }
    let field = |i: usize| u64_at(&bytes, 8 + 8 * i);
    let head = RegionTierHead {
        tier: field(0),
        regions: field(1),
        forms: field(2),
        first_form: field(3),
    };
    let (record_len, block_bytes, block_count) = (field(4), field(5), field(6));
    if block_bytes == 0 || block_bytes > 1 << 26 || block_count != record_len.div_ceil(block_bytes)
    {
        return Err(bad("header counts do not agree".into()));
    }
    let index_end = usize::try_from(block_count)
        .ok()
        .and_then(|n| n.checked_mul(24)?.checked_add(HEAD + 8))
        .filter(|&end| end <= bytes.len())
        .ok_or_else(|| bad("index longer than the file".into()))?;
    let stored = u64_at(&bytes, index_end - 8);
    let found = fnv1a(&bytes[..index_end - 8]);
    if stored != found {
        return Err(TableError::Damaged {
            file: path.to_path_buf(),
            block: None,
            expected: stored,
            found,
        });
    }
    let mut record = Vec::with_capacity(record_len.min(bytes.len() as u64 * 64) as usize);
    for b in 0..block_count as usize {
        let at = HEAD + 24 * b;
        let (offset, len, checksum) = (
            u64_at(&bytes, at),
            u64_at(&bytes, at + 8),
            u64_at(&bytes, at + 16),
        );
        let block = usize::try_from(offset)
            .ok()
            .zip(usize::try_from(offset.saturating_add(len)).ok())
            .and_then(|(start, end)| bytes.get(start..end))
            .ok_or_else(|| bad(format!("block {b} cut short")))?;
        let found = fnv1a(block);
        if found != checksum {
            return Err(TableError::Damaged {
                file: path.to_path_buf(),
                block: Some(b as u64),
                expected: checksum,
                found,
            });
        }
        let want = (record_len - b as u64 * block_bytes).min(block_bytes) as usize;
        let raw = zstd::bulk::decompress(block, want)
            .map_err(|e| bad(format!("block {b} does not decompress: {e}")))?;
        if raw.len() != want {
            return Err(bad(format!(
                "block {b} holds {} bytes, not {want}",
                raw.len()
            )));
        }
        record.extend_from_slice(&raw);
    }
    Ok((head, record))
}
