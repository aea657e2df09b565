//! What boards are made of, shared by the rulesets played on them: rectangles of up to 128
//! cells as bitsets with their symmetries (`grid`), the tile tables that read and print boards
//! (`tiles`), positions that split into independent regions and their least images
//! (`regions`), the free polyominoes (`polyominoes`), CGSuite's cakes (`cake`) and graphs in
//! CGSuite's notation (`graph`).

pub mod cake;
pub mod graph;
pub mod grid;
pub mod polyominoes;
pub mod regions;
pub mod tiles;
