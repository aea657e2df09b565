//! One tier on disk: a header, an index of blocks, then the blocks.
//!
//! All numbers little-endian. The header is a magic, the tier (u64), the number of positions
//! (u64), the positions per block (u64, a multiple of 64) and the block count (u64); a tier of
//! entries of more than one bit ([`write_entries`]: a game decided by its final position, a
//! byte a position) adds the bits per position (u64, 8). Then per block its offset in the
//! file, its stored length and the [`fnv1a`] checksum of its stored bytes (three u64); then
//! the checksum of everything before it (u64). Each block is compressed with zstd: its
//! positions' bits (64 a word, little-endian words) under the magic `CGTIER01`, its
//! positions' bytes under `CGTIER02`.

use super::TableError;
use crate::engine::scored::tiers::{Entry, TierEntries};
use crate::engine::tiers::TierBits;
use rayon::prelude::*;
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

/// The first bytes of a tier file of one bit a position.
const MAGIC: &[u8; 8] = b"CGTIER01";

/// The first bytes of a tier file of entries of more bits a position.
const WIDE_MAGIC: &[u8; 8] = b"CGTIER02";

/// The bits of an entry of a wide tier file: a byte.
pub const ENTRY_BITS: u64 = 8;

/// Positions per block: 2^20 bits, 128 KiB before compression (1 MiB for entries of a byte).
pub const BLOCK_POSITIONS: u64 = 1 << 20;

/// The zstd level: the default.
const LEVEL: i32 = 3;

/// Bytes of the header before the index.
const HEAD: usize = 8 + 4 * 8;

/// The FNV-1a 64-bit checksum of `bytes`.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// Where one block lies and what it must sum to.
#[derive(Clone, Copy, Debug)]
struct Block {
    offset: u64,
    len: u64,
    checksum: u64,
}

/// A tier file's header, read and checked.
#[derive(Debug)]
pub struct TierFile {
    path: PathBuf,
    tier: u64,
    positions: u64,
    block_positions: u64,
    /// The bits of each position: 1, or [`ENTRY_BITS`].
    bits: u64,
    blocks: Vec<Block>,
    /// The last block read, checked: lookups in one block read it once.
    cached: Option<(usize, Vec<u8>)>,
}

fn u64_at(bytes: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(bytes[at..at + 8].try_into().expect("eight bytes"))
}

/// Writes `bits` as tier `tier` to `path`.
pub fn write(path: &Path, tier: usize, bits: &TierBits) -> Result<u64, TableError> {
    let io = |e| TableError::io(path, e);
    let words_per_block = (BLOCK_POSITIONS / 64) as usize;
    let blocks: Vec<Vec<u8>> = bits
        .words()
        .par_chunks(words_per_block)
        .map(|words| {
            let raw: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
            zstd::bulk::compress(&raw, LEVEL)
        })
        .collect::<Result<_, _>>()
        .map_err(io)?;
    let numbers = [
        tier as u64,
        bits.len(),
        BLOCK_POSITIONS,
        blocks.len() as u64,
    ];
    write_blocks(path, MAGIC, &numbers, &blocks)
}

/// Writes `entries` (a byte a position) as tier `tier` to `path`.
pub fn write_entries(path: &Path, tier: usize, entries: &TierEntries) -> Result<u64, TableError> {
    let io = |e| TableError::io(path, e);
    let blocks: Vec<Vec<u8>> = entries
        .bytes()
        .par_chunks(BLOCK_POSITIONS as usize)
        .map(|raw| zstd::bulk::compress(raw, LEVEL))
        .collect::<Result<_, _>>()
        .map_err(io)?;
    let numbers = [
        tier as u64,
        entries.len(),
        BLOCK_POSITIONS,
        blocks.len() as u64,
        ENTRY_BITS,
    ];
    write_blocks(path, WIDE_MAGIC, &numbers, &blocks)
}

/// Writes a file of compressed `blocks` to `path`: `magic`, the head's `numbers` (little
/// endian), each block's offset, length and FNV-1a checksum, the checksum of all that, then the
/// blocks; synced before it returns the file's size.
pub(crate) fn write_blocks(
    path: &Path,
    magic: &[u8],
    numbers: &[u64],
    blocks: &[Vec<u8>],
) -> Result<u64, TableError> {
    let io = |e| TableError::io(path, e);
    let head_bytes = magic.len() + 8 * numbers.len();
    let mut head = Vec::with_capacity(head_bytes + 24 * blocks.len() + 8);
    head.extend_from_slice(magic);
    for n in numbers {
        head.extend_from_slice(&n.to_le_bytes());
    }
    let mut offset = (head_bytes + 24 * blocks.len() + 8) as u64;
    for block in blocks {
        for n in [offset, block.len() as u64, fnv1a(block)] {
            head.extend_from_slice(&n.to_le_bytes());
        }
        offset += block.len() as u64;
    }
    head.extend_from_slice(&fnv1a(&head).to_le_bytes());
    let mut file = std::io::BufWriter::new(std::fs::File::create(path).map_err(io)?);
    file.write_all(&head).map_err(io)?;
    for block in blocks {
        file.write_all(block).map_err(io)?;
    }
    let file = file.into_inner().map_err(|e| io(e.into_error()))?;
    file.sync_all().map_err(io)?;
    Ok(offset)
}

impl TierFile {
    /// Opens a tier file and checks its header.
    pub fn open(path: &Path) -> Result<TierFile, TableError> {
        let io = |e| TableError::io(path, e);
        let mut file = std::fs::File::open(path).map_err(io)?;
        let bad = |message: &str| TableError::Format {
            file: path.to_path_buf(),
            message: message.to_string(),
        };
        let mut head = vec![0u8; HEAD];
        file.read_exact(&mut head)
            .map_err(|_| bad("shorter than a header"))?;
        let head_len = if &head[..8] == MAGIC {
            HEAD
        } else if &head[..8] == WIDE_MAGIC {
            head.resize(HEAD + 8, 0);
            file.read_exact(&mut head[HEAD..])
                .map_err(|_| bad("shorter than a header"))?;
            HEAD + 8
        } else {
            return Err(bad("not a tier file (no CGTIER01 or CGTIER02 magic)"));
        };
        let bits = if head_len == HEAD {
            1
        } else {
            u64_at(&head, HEAD)
        };
        if bits != 1 && bits != ENTRY_BITS {
            return Err(bad(&format!(
                "{bits} bits a position: expected 1 or {ENTRY_BITS}"
            )));
        }
        let block_count = u64_at(&head, 32);
        let block_positions = u64_at(&head, 24);
        let positions = u64_at(&head, 16);
        if block_positions == 0
            || !block_positions.is_multiple_of(64)
            || block_count != positions.div_ceil(block_positions)
        {
            return Err(bad("header counts do not agree"));
        }
        let file_len = file.metadata().map_err(io)?.len();
        if block_count > file_len / 24 {
            return Err(bad("index longer than the file"));
        }
        head.resize(head_len + 24 * block_count as usize + 8, 0);
        file.read_exact(&mut head[head_len..])
            .map_err(|_| bad("index cut short"))?;
        let stored = u64_at(&head, head.len() - 8);
        let found = fnv1a(&head[..head.len() - 8]);
        if stored != found {
            return Err(TableError::Damaged {
                file: path.to_path_buf(),
                block: None,
                expected: stored,
                found,
            });
        }
        let blocks = (0..block_count as usize)
            .map(|b| Block {
                offset: u64_at(&head, head_len + 24 * b),
                len: u64_at(&head, head_len + 24 * b + 8),
                checksum: u64_at(&head, head_len + 24 * b + 16),
            })
            .collect();
        Ok(TierFile {
            path: path.to_path_buf(),
            tier: u64_at(&head, 8),
            positions,
            block_positions,
            bits,
            blocks,
            cached: None,
        })
    }

    /// The tier the file holds.
    pub fn tier(&self) -> u64 {
        self.tier
    }

    /// How many positions the tier holds.
    pub fn positions(&self) -> u64 {
        self.positions
    }

    /// How many blocks.
    pub fn block_count(&self) -> usize {
        self.blocks.len()
    }

    /// The bits of each position: 1 (won or lost), or [`ENTRY_BITS`] (an [`Entry`]).
    pub fn bits(&self) -> u64 {
        self.bits
    }

    /// A format error of this file.
    fn bad(&self, message: String) -> TableError {
        TableError::Format {
            file: self.path.clone(),
            message,
        }
    }

    /// Refused unless the file holds `bits` bits a position.
    fn expect_bits(&self, bits: u64) -> Result<(), TableError> {
        if self.bits == bits {
            return Ok(());
        }
        Err(self.bad(format!("holds {} bits a position, not {bits}", self.bits)))
    }

    /// Block `b`'s bytes, read from `file`, its checksum and length checked.
    fn block_bytes(&self, file: &mut std::fs::File, b: usize) -> Result<Vec<u8>, TableError> {
        let block = self.blocks[b];
        let io = |e| TableError::io(&self.path, e);
        let mut stored = vec![0u8; block.len as usize];
        file.seek(SeekFrom::Start(block.offset)).map_err(io)?;
        file.read_exact(&mut stored)
            .map_err(|_| self.bad(format!("block {b} cut short")))?;
        self.decode(b, &stored)
    }

    /// Block `b` from its stored bytes, its checksum and length checked.
    fn decode(&self, b: usize, stored: &[u8]) -> Result<Vec<u8>, TableError> {
        let block = self.blocks[b];
        let found = fnv1a(stored);
        if found != block.checksum {
            return Err(TableError::Damaged {
                file: self.path.clone(),
                block: Some(b as u64),
                expected: block.checksum,
                found,
            });
        }
        let first = b as u64 * self.block_positions;
        let positions = (self.positions - first).min(self.block_positions);
        let len = if self.bits == 1 {
            positions.div_ceil(64) as usize * 8
        } else {
            positions as usize
        };
        let raw = zstd::bulk::decompress(stored, len)
            .map_err(|e| self.bad(format!("block {b} does not decompress: {e}")))?;
        if raw.len() != len {
            return Err(self.bad(format!("block {b} holds {} bytes, not {len}", raw.len())));
        }
        Ok(raw)
    }

    /// The byte of position `index` within its block, its block read and checked unless it
    /// is the block read last; with one bit a position, the byte holding its bit.
    fn byte_at(&mut self, index: u64) -> Result<u8, TableError> {
        if index >= self.positions {
            return Err(self.bad(format!(
                "no position {index}: the tier holds {}",
                self.positions
            )));
        }
        let b = (index / self.block_positions) as usize;
        let bytes = match self.cached.take() {
            Some((cached, bytes)) if cached == b => bytes,
            _ => {
                let mut file =
                    std::fs::File::open(&self.path).map_err(|e| TableError::io(&self.path, e))?;
                self.block_bytes(&mut file, b)?
            }
        };
        let at = index % self.block_positions;
        let byte = bytes[(at / (8 / self.bits)) as usize];
        self.cached = Some((b, bytes));
        Ok(byte)
    }

    /// Whether the player to move wins at `index` (a tier of one bit a position).
    pub fn is_win(&mut self, index: u64) -> Result<bool, TableError> {
        self.expect_bits(1)?;
        Ok(self.byte_at(index)? >> (index % 8) & 1 != 0)
    }

    /// The entry of position `index` (a tier of [`ENTRY_BITS`] a position).
    pub fn entry(&mut self, index: u64) -> Result<Entry, TableError> {
        self.expect_bits(ENTRY_BITS)?;
        self.byte_at(index).map(Entry)
    }

    /// Every block's bytes, each checked, in order.
    fn all_bytes(&self) -> Result<Vec<u8>, TableError> {
        let bytes = std::fs::read(&self.path).map_err(|e| TableError::io(&self.path, e))?;
        let parts: Vec<Vec<u8>> = (0..self.blocks.len())
            .into_par_iter()
            .map(|b| {
                let block = self.blocks[b];
                let stored = usize::try_from(block.offset)
                    .ok()
                    .zip(usize::try_from(block.offset + block.len).ok())
                    .and_then(|(start, end)| bytes.get(start..end))
                    .ok_or_else(|| self.bad(format!("block {b} cut short")))?;
                self.decode(b, stored)
            })
            .collect::<Result<_, _>>()?;
        Ok(parts.concat())
    }

    /// Checks every block, whatever the bits a position.
    pub fn check(&self) -> Result<(), TableError> {
        self.all_bytes().map(drop)
    }

    /// The whole tier of one bit a position, every block checked.
    pub fn read_all(&self) -> Result<TierBits, TableError> {
        self.expect_bits(1)?;
        let words = self
            .all_bytes()?
            .chunks_exact(8)
            .map(|c| u64::from_le_bytes(c.try_into().expect("eight bytes")))
            .collect();
        TierBits::from_words(self.positions, words)
            .ok_or_else(|| self.bad("bits past the last position".into()))
    }

    /// The whole tier of entries of a byte, every block checked.
    pub fn read_entries(&self) -> Result<TierEntries, TableError> {
        self.expect_bits(ENTRY_BITS)?;
        Ok(TierEntries::from_bytes(self.all_bytes()?))
    }
}
