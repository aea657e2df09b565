use cgsolve::engine::loopy_values::GameGraph;
use cgsolve::engine::memory::MemoryLimit;
use cgsolve::games::fox_and_geese::{Board, FoxAndGeese};
use std::time::Instant;
fn main() {
    let p = Board::parse(b"F.......|........|........|.G.G.G.G", 1, 1).unwrap();
    let t = Instant::now();
    let g = GameGraph::reach(&FoxAndGeese, &p, MemoryLimit::from_mib(1024)).unwrap();
    println!("reach {} positions {:?}", g.len(), t.elapsed());
    let t = Instant::now();
    let v = g.value(MemoryLimit::from_mib(1024)).unwrap();
    println!("value {:?} on {}", t.elapsed(), v.onside.graph.len());
}
