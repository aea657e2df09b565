//! Pictures as SVG text, for every front end that shows one (Jupyter, a page, a file).

use crate::theory::canonical::{Arena, GameId, Thermograph};
use crate::theory::dyadic::Dyadic;
use num_traits::ToPrimitive;
use std::fmt::Write;

const WIDTH: f64 = 360.0;
const HEIGHT: f64 = 240.0;
const MARGIN: f64 = 36.0;

fn approx(x: &Dyadic) -> f64 {
    x.numerator().to_f64().unwrap_or(f64::NAN) / 2f64.powi(x.exponent().min(1000) as i32)
}

/// The thermograph drawn as CGSuite orients it: values decrease to the right (Left's side is
/// the left), temperature rises upwards; each wall from `t = -1` to above the temperature,
/// the axes `t = 0` and value 0 in grey, the temperature and the mast's value marked.
///
/// ```
/// use cgsolve::theory::canonical::Arena;
/// use cgsolve::report::svg::thermograph_svg;
/// let mut a = Arena::new();
/// let g = a.parse_game("{2|-1}").unwrap();
/// let svg = thermograph_svg(&a.thermograph(g));
/// assert!(svg.starts_with("<svg") && svg.contains("temperature 3/2") && svg.contains("mean 1/2"));
/// ```
pub fn thermograph_svg(t: &Thermograph) -> String {
    let temperature = t.temperature();
    let top = approx(&temperature).max(0.0) + 1.0;
    let walls = [t.left_wall.points(), t.right_wall.points()];
    let values: Vec<f64> = walls
        .iter()
        .flat_map(|w| w.iter().map(|(_, v)| approx(v)))
        .chain([0.0])
        .collect();
    let lo = values.iter().copied().fold(f64::INFINITY, f64::min) - 1.0;
    let hi = values.iter().copied().fold(f64::NEG_INFINITY, f64::max) + 1.0;
    let scale_x = (WIDTH - 2.0 * MARGIN) / (hi - lo);
    let scale_y = (HEIGHT - 2.0 * MARGIN) / (top + 1.0);
    // Left's values (the larger) to the left.
    let x = |v: f64| MARGIN + (hi - v) * scale_x;
    let y = |temp: f64| HEIGHT - MARGIN - (temp + 1.0) * scale_y;
    let mut svg = String::new();
    let _ = write!(
        svg,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{WIDTH}\" height=\"{HEIGHT}\" \
         viewBox=\"0 0 {WIDTH} {HEIGHT}\" font-family=\"sans-serif\" font-size=\"11\">\
         <title>{t}</title>"
    );
    let _ = write!(
        svg,
        "<line x1=\"{MARGIN}\" y1=\"{y0:.2}\" x2=\"{x2}\" y2=\"{y0:.2}\" stroke=\"#bbb\"/>\
         <line x1=\"{x0:.2}\" y1=\"{MARGIN}\" x2=\"{x0:.2}\" y2=\"{y2}\" stroke=\"#bbb\"/>\
         <text x=\"{x0:.2}\" y=\"{yl}\" text-anchor=\"middle\" fill=\"#888\">0</text>\
         <text x=\"{xl}\" y=\"{y0:.2}\" fill=\"#888\">t = 0</text>",
        y0 = y(0.0),
        x2 = WIDTH - MARGIN,
        x0 = x(0.0),
        y2 = HEIGHT - MARGIN,
        yl = HEIGHT - MARGIN + 14.0,
        xl = WIDTH - MARGIN + 2.0,
    );
    for (wall, colour) in walls.iter().zip(["#1f4fd1", "#c8281e"]) {
        let mut points: Vec<(f64, f64)> =
            wall.iter().map(|(t, v)| (approx(v), approx(t))).collect();
        let last = points.last().map_or(0.0, |p| p.0);
        points.push((last, top));
        let path: Vec<String> = points
            .iter()
            .map(|&(v, temp)| format!("{:.2},{:.2}", x(v), y(temp)))
            .collect();
        let _ = write!(
            svg,
            "<polyline points=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\"/>",
            path.join(" ")
        );
    }
    let mast = t.mast();
    let _ = write!(
        svg,
        "<line x1=\"{MARGIN}\" y1=\"{yt:.2}\" x2=\"{x2}\" y2=\"{yt:.2}\" stroke=\"#888\" \
         stroke-dasharray=\"4 3\"/>\
         <text x=\"{MARGIN}\" y=\"{ytl:.2}\" fill=\"#444\">temperature {temperature}</text>\
         <text x=\"{xm:.2}\" y=\"{ym}\" text-anchor=\"middle\" fill=\"#444\">mean {mast}</text>\
         </svg>",
        yt = y(approx(&temperature)),
        x2 = WIDTH - MARGIN,
        ytl = y(approx(&temperature)) - 4.0,
        xm = x(approx(&mast)),
        ym = MARGIN - 8.0,
    );
    svg
}

/// The most nodes a drawn game tree may have: a larger tree is not drawn.
pub const MAX_TREE_NODES: usize = 80;

const SLOT: f64 = 44.0;
const LEVEL: f64 = 56.0;

/// One node of a game tree being laid out: its form, its depth, its place in slots.
struct Node {
    label: String,
    depth: usize,
    x: f64,
    /// The parent's index, and whether this node is one of its Left options.
    parent: Option<(usize, bool)>,
}

/// Lays out the tree of `g` from slot `start`: Left's options in the slots left of the node's
/// own slot, Right's right of it. Returns the slots the subtree takes, or `None` past [`MAX_TREE_NODES`].
fn lay_out(
    arena: &mut Arena,
    g: GameId,
    depth: usize,
    start: f64,
    parent: Option<(usize, bool)>,
    nodes: &mut Vec<Node>,
) -> Option<f64> {
    if nodes.len() >= MAX_TREE_NODES {
        return None;
    }
    let me = nodes.len();
    nodes.push(Node {
        label: arena.to_notation(g),
        depth,
        x: 0.0,
        parent,
    });
    let (lefts, rights) = (arena.sorted_left(g), arena.sorted_right(g));
    let mut at = start;
    for l in lefts {
        at += lay_out(arena, l, depth + 1, at, Some((me, true)), nodes)?;
    }
    // The node takes a slot of its own between its Left and its Right options, so that every
    // Left option lies strictly to its left and every Right option strictly to its right.
    nodes[me].x = at + 0.5;
    at += 1.0;
    for r in rights {
        at += lay_out(arena, r, depth + 1, at, Some((me, false)), nodes)?;
    }
    Some(at - start)
}

/// The game tree of `g` drawn downwards: each node labelled with its canonical form, Left's
/// options below and to the left (blue edges), Right's below and to the right (red edges);
/// `None` when the tree has more than [`MAX_TREE_NODES`] nodes.
///
/// ```
/// use cgsolve::theory::canonical::Arena;
/// use cgsolve::report::svg::game_tree_svg;
/// let mut a = Arena::new();
/// let up = a.parse_game("^").unwrap();
/// let svg = game_tree_svg(&mut a, up).unwrap();
/// // ^ = {0|*}, * = {0|0}: five nodes, four edges.
/// assert_eq!(svg.matches("<circle").count(), 5);
/// assert_eq!(svg.matches("<line").count(), 4);
/// let big = a.parse_game("+-1 +-2 +-3 +-4").unwrap();
/// assert!(game_tree_svg(&mut a, big).is_none());
/// ```
pub fn game_tree_svg(arena: &mut Arena, g: GameId) -> Option<String> {
    let mut nodes = Vec::new();
    let slots = lay_out(arena, g, 0, 0.0, None, &mut nodes)?;
    let depth = nodes.iter().map(|n| n.depth).max().unwrap_or(0);
    let width = slots * SLOT + 2.0 * MARGIN;
    let height = depth as f64 * LEVEL + 2.0 * MARGIN;
    let at = |n: &Node| (MARGIN + n.x * SLOT, MARGIN + n.depth as f64 * LEVEL);
    let mut svg = String::new();
    let _ = write!(
        svg,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" font-family=\"sans-serif\" font-size=\"11\">"
    );
    for n in &nodes {
        if let Some((p, left)) = n.parent {
            let ((x1, y1), (x2, y2)) = (at(&nodes[p]), at(n));
            let colour = if left { "#1f4fd1" } else { "#c8281e" };
            let _ = write!(
                svg,
                "<line x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" y2=\"{y2:.1}\" \
                 stroke=\"{colour}\" stroke-width=\"1.5\"/>"
            );
        }
    }
    for n in &nodes {
        let (x, y) = at(n);
        let _ = write!(
            svg,
            "<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"3\" fill=\"#222\"/>\
             <text x=\"{x:.1}\" y=\"{ty:.1}\" text-anchor=\"middle\" stroke=\"white\" \
             stroke-width=\"3\" paint-order=\"stroke\">{label}</text>",
            ty = y - 7.0,
            label = escape(&n.label),
        );
    }
    svg.push_str("</svg>");
    Some(svg)
}

/// Text for an SVG text node.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The picture of a value: its thermograph, and below it its game tree when the tree has at
/// most [`MAX_TREE_NODES`] nodes.
pub fn value_svg(arena: &mut Arena, g: GameId) -> String {
    let thermograph = thermograph_svg(&arena.thermograph(g));
    let Some(tree) = game_tree_svg(arena, g) else {
        return thermograph;
    };
    let size = |svg: &str, key: &str| -> f64 {
        let start = svg
            .find(&format!("{key}=\""))
            .map_or(0, |i| i + key.len() + 2);
        svg[start..]
            .split('"')
            .next()
            .and_then(|v| v.parse().ok())
            .unwrap_or(0.0)
    };
    let width = size(&tree, "width").max(WIDTH);
    let height = HEIGHT + size(&tree, "height");
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\">{thermograph}<g transform=\"translate(0,{HEIGHT})\">\
         {tree}</g></svg>"
    )
}
