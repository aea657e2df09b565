//! One tier on disk: a header, an index of blocks, then the blocks.
//!
//! All numbers little-endian. The header is the magic `CGTIER01`, the tier (u64), the number
//! of positions (u64), the positions per block (u64, a multiple of 64) and the block count
//! (u64); then per block its offset in the file, its stored length and the [`fnv1a`] checksum
//! of its stored bytes (three u64); then the checksum of everything before it (u64). Each
//! block is its positions' bits (64 a word, little-endian words) compressed with zstd.

use super::TableError;
use crate::engine::tiers::TierBits;
use rayon::prelude::*;
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

/// The first bytes of a tier file.
const MAGIC: &[u8; 8] = b"CGTIER01";

/// Positions per block: 2^20 bits, 128 KiB before compression.
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
    blocks: Vec<Block>,
    /// The last block read, checked: lookups in one block read it once.
    cached: Option<(usize, Vec<u64>)>,
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
        if &head[..8] != MAGIC {
            return Err(bad("not a tier file (no CGTIER01 magic)"));
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
        head.resize(HEAD + 24 * block_count as usize + 8, 0);
        file.read_exact(&mut head[HEAD..])
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
                offset: u64_at(&head, HEAD + 24 * b),
                len: u64_at(&head, HEAD + 24 * b + 8),
                checksum: u64_at(&head, HEAD + 24 * b + 16),
            })
            .collect();
        Ok(TierFile {
            path: path.to_path_buf(),
            tier: u64_at(&head, 8),
            positions,
            block_positions,
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

    /// Block `b`'s words, its checksum and length checked.
    fn block_words(&self, file: &mut std::fs::File, b: usize) -> Result<Vec<u64>, TableError> {
        let block = self.blocks[b];
        let io = |e| TableError::io(&self.path, e);
        let mut stored = vec![0u8; block.len as usize];
        file.seek(SeekFrom::Start(block.offset)).map_err(io)?;
        file.read_exact(&mut stored)
            .map_err(|_| TableError::Format {
                file: self.path.clone(),
                message: format!("block {b} cut short"),
            })?;
        self.decode(b, &stored)
    }

    /// Block `b` from its stored bytes, its checksum and length checked.
    fn decode(&self, b: usize, stored: &[u8]) -> Result<Vec<u64>, TableError> {
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
        let words = (self.positions - first)
            .min(self.block_positions)
            .div_ceil(64) as usize;
        let raw = zstd::bulk::decompress(stored, words * 8).map_err(|e| TableError::Format {
            file: self.path.clone(),
            message: format!("block {b} does not decompress: {e}"),
        })?;
        if raw.len() != words * 8 {
            return Err(TableError::Format {
                file: self.path.clone(),
                message: format!("block {b} holds {} bytes, not {}", raw.len(), words * 8),
            });
        }
        Ok(raw
            .chunks_exact(8)
            .map(|c| u64::from_le_bytes(c.try_into().expect("eight bytes")))
            .collect())
    }

    /// Whether the player to move wins at `index`: its block read and checked, unless it is
    /// the block read last.
    pub fn is_win(&mut self, index: u64) -> Result<bool, TableError> {
        let b = (index / self.block_positions) as usize;
        let words = match self.cached.take() {
            Some((cached, words)) if cached == b => words,
            _ => {
                let mut file =
                    std::fs::File::open(&self.path).map_err(|e| TableError::io(&self.path, e))?;
                self.block_words(&mut file, b)?
            }
        };
        let at = index % self.block_positions;
        let win = words[(at / 64) as usize] >> (at % 64) & 1 != 0;
        self.cached = Some((b, words));
        Ok(win)
    }

    /// The whole tier, every block checked.
    pub fn read_all(&self) -> Result<TierBits, TableError> {
        let bytes = std::fs::read(&self.path).map_err(|e| TableError::io(&self.path, e))?;
        let parts: Vec<Vec<u64>> = (0..self.blocks.len())
            .into_par_iter()
            .map(|b| {
                let block = self.blocks[b];
                let stored = usize::try_from(block.offset)
                    .ok()
                    .zip(usize::try_from(block.offset + block.len).ok())
                    .and_then(|(start, end)| bytes.get(start..end))
                    .ok_or_else(|| TableError::Format {
                        file: self.path.clone(),
                        message: format!("block {b} cut short"),
                    })?;
                self.decode(b, stored)
            })
            .collect::<Result<_, _>>()?;
        TierBits::from_words(self.positions, parts.concat()).ok_or_else(|| TableError::Format {
            file: self.path.clone(),
            message: "bits past the last position".into(),
        })
    }
}
